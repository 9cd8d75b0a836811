import type { ThemeValueKind, ThemeValueTypes } from './theme-value-kinds.ts'
import type { ThemeMode } from './types.ts'

interface ThemeVariable {
  /** What the variable styles: docs/theming.md shows these lines, and a test keeps the two in step. */
  doc: string
  /** What a value must be: docs/theming.md shows it, and the config and `setThemeVariables` check it. */
  kind: ThemeValueKind
  light: string
  dark: string
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", serif'

/**
 * The theme contract: every CSS custom property the modal's styles read, with its light and dark default.
 * The names a host may set in `themeVariables`, the validator, the docs and the styles all come from it.
 */
export const THEME_CONTRACT = {
  '--pk-accent': {
    kind: 'colour',
    doc: 'Accent: focus and hover outlines, badges, the primary button, spinners',
    light: 'hsla(231,100%,70%,1)',
    dark: 'hsla(230,100%,67%,1)',
  },
  '--pk-accent-foreground': {
    kind: 'colour',
    doc: 'Text on the accent (primary button); keep it at 4.5:1 against --pk-accent',
    light: '#0b0c0f',
    dark: '#0b0c0f',
  },
  '--pk-background': { kind: 'colour', doc: 'Dialog background', light: '#fff', dark: '#121313' },
  '--pk-foreground': { kind: 'colour', doc: 'Main text', light: '#141414', dark: '#e4e7e7' },
  '--pk-muted': { kind: 'colour', doc: 'Secondary text', light: '#6e6e6e', dark: '#949e9e' },
  '--pk-surface': {
    kind: 'colour',
    doc: 'Rows, tabs, inputs and loading skeletons',
    light: 'rgba(0,0,0,0.04)',
    dark: 'rgba(255,255,255,0.05)',
  },
  '--pk-border': {
    kind: 'colour',
    doc: 'Dialog and input borders',
    light: 'rgba(0,0,0,0.08)',
    dark: 'rgba(255,255,255,0.08)',
  },
  '--pk-error': { kind: 'colour', doc: 'Error text', light: '#d62b2b', dark: '#f25a67' },
  '--pk-overlay': {
    kind: 'colour',
    doc: 'Backdrop behind the dialog',
    light: 'rgba(0,0,0,0.45)',
    dark: 'rgba(0,0,0,0.6)',
  },
  '--pk-font-family': { kind: 'font family', doc: 'Font of all text', light: SANS, dark: SANS },
  '--pk-font-family-display': {
    kind: 'font family',
    doc: 'Serif display font (class `display`: view titles and help headings)',
    light: SERIF,
    dark: SERIF,
  },
  '--pk-border-radius': {
    kind: 'length',
    doc: 'Dialog corner radius (the mobile bottom sheet rounds its top corners only)',
    light: '16px',
    dark: '16px',
  },
  '--pk-z-index': {
    kind: 'z-index',
    doc: 'Stacking level of the overlay and toasts over the host page',
    light: '2147483000',
    dark: '2147483000',
  },
} as const satisfies Record<`--pk-${string}`, ThemeVariable>

export type ThemeVariableName = keyof typeof THEME_CONTRACT

/** A value for each variable, typed by its kind (e.g. `--pk-z-index` an integer string). */
export type ThemeVariableValues = {
  [Name in ThemeVariableName]: ThemeValueTypes[(typeof THEME_CONTRACT)[Name]['kind']]
}

export const THEME_VARIABLE_NAMES = Object.keys(THEME_CONTRACT) as ThemeVariableName[]

/** The contract's default of one variable in one mode. */
export function themeDefault(name: ThemeVariableName, mode: ThemeMode): string {
  return THEME_CONTRACT[name][mode]
}
