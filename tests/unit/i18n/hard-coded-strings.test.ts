import { globSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'
import { hardCodedStrings } from './visible-strings.ts'

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
