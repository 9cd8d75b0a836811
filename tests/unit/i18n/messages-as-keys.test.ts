import { globSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'
import { englishCatalogueUses } from './english-catalogue-use.ts'

// Issue 31 item 2: controllers hand the UI message keys (runtime/core/i18n/shown-message.ts), never
// English: the UI translates a key in the active locale. Only the catalogues themselves, the error
// classes (whose `message` is the spec's English for hosts), the i18n core and the plugin registrations
// (index.ts hands a catalogue to the plugin host) hold English.
const HOLDERS = [
  /^runtime\/core\/errors(\/|\.ts$)/,
  /^runtime\/core\/i18n\//,
  /\/strings\.ts$/,
  /\/locales\//,
  /^(plugins|runtime\/features)\/[^/]+\/index\.ts$/,
]
const files = globSync(['runtime/**/*.ts', 'runtime/**/*.tsx', 'plugins/**/*.ts', 'plugins/**/*.tsx'], {
  cwd: REPO,
})
  .filter((file) => !HOLDERS.some((holder) => holder.test(file)))
  .sort()

describe('i18n: messages flow as keys, English stays in the catalogues', () => {
  it('scans the controllers and views', () => {
    expect(files.length).toBeGreaterThan(200)
  })

  it.each(files)('%s hands on keys, not English', (file) => {
    const found = englishCatalogueUses(`${REPO}/${file}`).map(({ line, name }) => `${file}:${line} ${name}`)
    expect(found).toEqual([])
  })
})
