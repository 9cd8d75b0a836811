import type { ThemeMode } from './types.ts'

/**
 * The theme contract: every CSS custom property the modal's styles read, with its light and dark default.
 * The names a host may set in `themeVariables`, the validator and the styles all come from this object.
 */
export const THEME_CONTRACT = {
  '--pk-accent': { light: 'hsla(231,100%,70%,1)', dark: 'hsla(230,100%,67%,1)' },
  '--pk-background': { light: '#fff', dark: '#121313' },
  '--pk-foreground': { light: '#141414', dark: '#e4e7e7' },
  '--pk-muted': { light: '#6e6e6e', dark: '#949e9e' },
  '--pk-surface': { light: 'rgba(0,0,0,0.04)', dark: 'rgba(255,255,255,0.05)' },
  '--pk-border': { light: 'rgba(0,0,0,0.08)', dark: 'rgba(255,255,255,0.08)' },
  '--pk-error': { light: '#d62b2b', dark: '#f25a67' },
  '--pk-font-family': {
    light: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    dark: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  '--pk-border-radius': { light: '16px', dark: '16px' },
} as const satisfies Record<`--pk-${string}`, Record<ThemeMode, string>>

export type ThemeVariableName = keyof typeof THEME_CONTRACT

export const THEME_VARIABLE_NAMES = Object.keys(THEME_CONTRACT) as ThemeVariableName[]
