import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'
import { hardCodedShownMessages, hardCodedStrings } from './visible-strings.ts'

// Issue 16 (i18n): every visible string of the runtime and the plugins comes from a message catalogue.
const views = globSync(['runtime/**/*.tsx', 'plugins/**/*.tsx'], { cwd: REPO }).sort()

describe('i18n: no view hard-codes a visible string', () => {
  it('finds the views', () => {
    expect(views.length).toBeGreaterThan(40)
  })

  it.each(views)('%s takes its text from a catalogue', (file) => {
    const found = hardCodedStrings(`${REPO}/${file}`).map(
      ({ line, text }) => `${file}:${line} ${JSON.stringify(text)}`,
    )
    expect(found).toEqual([])
  })
})

// The toasts and error lines controllers show (spec section 8's toasts and alerts) are catalogue texts too.
const controllers = globSync(['runtime/**/*.ts', 'plugins/**/*.ts'], { cwd: REPO })
  .filter((file) => !file.includes('/locales/'))
  .sort()

describe('i18n: no controller shows a text of its own in a toast or an error line', () => {
  it('finds the toasts', () => {
    const withToasts = controllers.filter((file) =>
      readFileSync(`${REPO}/${file}`, 'utf8').includes('notifications.'),
    )
    expect(withToasts.length).toBeGreaterThan(5)
  })

  it.each(controllers)('%s shows catalogue texts only', (file) => {
    const found = hardCodedShownMessages(`${REPO}/${file}`).map(
      ({ line, text }) => `${file}:${line} ${JSON.stringify(text)}`,
    )
    expect(found).toEqual([])
  })
})
