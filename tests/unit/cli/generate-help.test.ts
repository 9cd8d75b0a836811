import { describe, expect, it } from 'vitest'
import { CONFIG_KEYS, CONFIG_OPTIONS } from '../../../generator/config/options.ts'
import { portkit } from './run-cli.ts'

describe('portkit generate --help', () => {
  it('lists every option of portkit.config.ts with its doc line and default, from the table', async () => {
    const { code, stdout } = await portkit('generate', '--help')
    expect(code).toBe(0)
    const section = stdout.slice(stdout.indexOf('Options of portkit.config.ts:'))
    const rows = section.split('\n').slice(1).filter(Boolean)
    expect(rows.map((row) => row.trim().split(/\s+/)[0])).toEqual(CONFIG_KEYS)
    expect(section).toContain(
      "themeMode              light, dark or system (follows prefers-color-scheme, live) (default: 'dark')",
    )
    for (const key of CONFIG_KEYS) {
      const row = rows.find((text) => text.trim().startsWith(`${key} `))!
      expect(row, key).toContain(CONFIG_OPTIONS[key].doc)
    }
  })

  it('leaves the options out of the other commands', async () => {
    const { stdout } = await portkit('build', '--help')
    expect(stdout).not.toContain('Options of portkit.config.ts')
  })
})
