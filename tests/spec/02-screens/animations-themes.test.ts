import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_MODE } from '../../../runtime/core/constants.ts'
import { THEME_CONTRACT, THEME_VARIABLE_NAMES } from '../../../runtime/core/theme-contract.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { themeStyle } from '../../../runtime/ui/theme.ts'
import { testConfig } from '../../support/config.ts'

describe('spec 2 and 9: themes light and dark', () => {
  it('light: accent hsla(231,100%,70%,1) on #fff', () => {
    const style = themeStyle('light', {})
    expect(style['--pk-accent']).toBe('hsla(231,100%,70%,1)')
    expect(style['--pk-background']).toBe('#fff')
  })

  it('dark: accent hsla(230,100%,67%,1) on #121313', () => {
    const style = themeStyle('dark', {})
    expect(style['--pk-accent']).toBe('hsla(230,100%,67%,1)')
    expect(style['--pk-background']).toBe('#121313')
  })

  it('the theme contract holds the same accent and background values', () => {
    expect(THEME_CONTRACT['--pk-accent']).toMatchObject({
      light: 'hsla(231,100%,70%,1)',
      dark: 'hsla(230,100%,67%,1)',
    })
    expect(THEME_CONTRACT['--pk-background']).toMatchObject({ light: '#fff', dark: '#121313' })
  })

  it('light and dark differ in text colour too', () => {
    expect(themeStyle('light', {})['--pk-foreground']).not.toBe(themeStyle('dark', {})['--pk-foreground'])
  })

  it("the host's theme variables override the defaults", () => {
    const style = themeStyle('dark', { '--pk-accent': '#ff00aa', '--pk-border-radius': '4px' })
    expect(style['--pk-accent']).toBe('#ff00aa')
    expect(style['--pk-border-radius']).toBe('4px')
    expect(style['--pk-background']).toBe('#121313')
  })

  it('every custom property the styles read is in the theme contract, and the contract is all a host may set', () => {
    const files = ['runtime', 'plugins'].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => join(root, file)),
    )
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/var\((--pk-[a-z-]+)/g)].map((m) => m[1]!),
      ),
    )
    expect(used.size).toBeGreaterThan(0)
    expect([...used].filter((name) => !(THEME_VARIABLE_NAMES as string[]).includes(name))).toEqual([])
    expect(Object.keys(themeStyle('dark', {}))).toEqual(THEME_VARIABLE_NAMES)
  })

  it('docs/theming.md documents every variable of the contract, with its kind, purpose and both defaults', () => {
    const rows = readFileSync('docs/theming.md', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `--pk-'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim().replace(/^`|`$/g, '')),
      )
    expect(rows).toEqual(
      THEME_VARIABLE_NAMES.map((name) => [
        name,
        THEME_CONTRACT[name].kind,
        THEME_CONTRACT[name].doc,
        THEME_CONTRACT[name].light,
        THEME_CONTRACT[name].dark,
      ]),
    )
  })

  it('theme mode defaults to dark', () => {
    expect(DEFAULT_THEME_MODE).toBe('dark')
    expect(createState(testConfig()).themeMode.value).toBe('dark')
  })
})
