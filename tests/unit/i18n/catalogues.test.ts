import { existsSync, globSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../runtime/core/i18n/locales.ts'
import { REPO } from '../generator/temp-app.ts'

// Issue 16 (i18n): a check fails when a locale misses a key (or has one English does not), or drops or
// invents a placeholder. Every feature and plugin with text, and the core modal, is a message group.
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en')
const groups = [
  { strings: 'runtime/core/i18n/core-strings.ts', locales: 'runtime/core/i18n/core-locales' },
  ...globSync(['runtime/features/*/strings.ts', 'plugins/*/strings.ts'], { cwd: REPO })
    .sort()
    .map((strings) => ({ strings, locales: `${dirname(strings)}/locales` })),
]

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

async function english(file: string): Promise<Record<string, string>> {
  const module = (await import(`${REPO}/${file}`)) as Record<string, unknown>
  const found = Object.entries(module).find(([name]) => name.endsWith('_STRINGS'))
  if (!found) throw new Error(`${file} exports no *_STRINGS`)
  return found[1] as Record<string, string>
}

describe('i18n: every locale has exactly the English keys, with the same placeholders', () => {
  it('finds the core, feature and plugin groups', () => {
    expect(groups.length).toBeGreaterThanOrEqual(12)
  })

  it.each(groups)('$strings', async ({ strings, locales }) => {
    const source = await english(strings)
    const problems: string[] = []
    for (const locale of TRANSLATED) {
      const file = `${REPO}/${locales}/${locale}.ts`
      if (!existsSync(file)) {
        problems.push(`${locale}: no ${locales}/${locale}.ts`)
        continue
      }
      const translated = ((await import(file)) as { default: Record<string, string> }).default
      for (const key of Object.keys(source))
        if (!(key in translated)) problems.push(`${locale}: misses ${key}`)
        else if (placeholders(translated[key]!).join() !== placeholders(source[key]!).join())
          problems.push(`${locale}: ${key} has {${placeholders(translated[key]!).join('}, {')}}`)
      for (const key of Object.keys(translated))
        if (!(key in source)) problems.push(`${locale}: extra ${key}`)
    }
    expect(problems).toEqual([])
  })

  it('the locale files are exactly the translated locales', () => {
    for (const { locales } of groups) {
      const files = globSync('*.ts', { cwd: `${REPO}/${locales}` })
        // index.ts: the group's loader, one lazy import per locale.
        .filter((file) => file !== 'index.ts')
        .map((file) => file.replace(/\.ts$/, ''))
        .sort()
      expect(files, locales).toEqual([...TRANSLATED].sort())
    }
  })
})
