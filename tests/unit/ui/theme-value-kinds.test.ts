import { describe, expect, it } from 'vitest'
import { THEME_CONTRACT, THEME_VARIABLE_NAMES } from '../../../runtime/core/theme-contract.ts'
import { themeValueProblem, type ThemeValueKind } from '../../../runtime/core/theme-value-kinds.ts'
import { themeVariableProblem } from '../../../runtime/core/validation/theme.ts'

/** The typed theme contract (docs/theming.md): every variable's value is checked by its kind. */

const GOOD: Record<ThemeValueKind, string[]> = {
  colour: [
    '#fff',
    '#0f766e',
    '#0f766e80',
    'teal',
    'transparent',
    'rgb(45, 212, 191)',
    'rgb(0 0 0 / 50%)',
    'hsla(231,100%,70%,1)',
    'oklch(70% 0.1 200)',
    'color-mix(in srgb, var(--brand) 10%, transparent)',
    'var(--brand)',
  ],
  length: ['0', '16px', '0.5rem', '10%', ' 8px ', 'calc(1rem + 2px)', 'clamp(4px, 1vw, 12px)', 'var(--r)'],
  'font family': [
    '"Courier New", monospace',
    'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    "'Inter'",
    'Segoe UI',
    'var(--font)',
  ],
  'z-index': ['0', '1000', '-1', '2147483647', '-2147483648'],
}

const BAD: Record<ThemeValueKind, string[]> = {
  colour: [
    '#ff',
    '#ggg',
    'rgb(1,2,3',
    'url(https://x.example/a.png)',
    'teal; color: red',
    'red blue',
    'expression(alert(1))',
  ],
  length: ['16', '-4px', 'px', '12 px', 'calc(1rem + 2px', 'url(x)', '4px; top: 0', 'auto'],
  'font family': ['"Inter, sans-serif', 'Inter;', 'Inter, , serif', 'url(font.woff)', '{Inter}'],
  'z-index': ['10.5', 'auto', '1e3', '2147483648', '-2147483649', '1000px'],
}

describe('theme value kinds: colour, length, font family, z-index', () => {
  it.each(Object.keys(GOOD) as ThemeValueKind[])('%s: accepts what CSS accepts for it', (kind) => {
    expect(GOOD[kind].filter((value) => themeValueProblem(kind, value) !== undefined)).toEqual([])
  })

  it.each(Object.keys(BAD) as ThemeValueKind[])('%s: refuses what is not one, with its rule', (kind) => {
    for (const value of BAD[kind])
      expect([value, themeValueProblem(kind, value)]).toEqual([value, expect.stringMatching(/^must be /)])
  })

  it('every default of the contract is of its own kind, in both modes', () => {
    const wrong = THEME_VARIABLE_NAMES.flatMap((name) =>
      (['light', 'dark'] as const)
        .filter((mode) => themeVariableProblem(name, THEME_CONTRACT[name][mode]) !== undefined)
        .map((mode) => `${name} (${mode})`),
    )
    expect(wrong).toEqual([])
  })

  it('a variable is checked by its own kind: a colour is not a radius, nor a length a z-index', () => {
    expect(themeVariableProblem('--pk-accent', '#0f766e')).toBeUndefined()
    expect(themeVariableProblem('--pk-border-radius', '#0f766e')).toMatch(/^must be a length/)
    expect(themeVariableProblem('--pk-z-index', '8px')).toMatch(/^must be an integer/)
    expect(themeVariableProblem('--pk-font-family', '')).toBe('must be a non-empty string')
    expect(themeVariableProblem('--pk-accent', 12)).toBe('must be a non-empty string')
  })
})
