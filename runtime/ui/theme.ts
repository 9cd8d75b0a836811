import type { ThemeVariables } from '../config/types.ts'
import { THEME_DEFAULTS } from '../core/constants.ts'
import type { ThemeMode } from '../core/types.ts'

/** Theme contract as CSS custom properties: switching themes costs no re-render of the views. */
export function themeStyle(mode: ThemeMode, overrides: ThemeVariables): Record<string, string> {
  const defaults = THEME_DEFAULTS[mode]
  const light = mode === 'light'
  return {
    '--pk-accent': defaults.accent,
    '--pk-background': defaults.background,
    '--pk-foreground': light ? '#141414' : '#e4e7e7',
    '--pk-muted': light ? '#6e6e6e' : '#949e9e',
    '--pk-surface': light ? 'rgba(0,0,0,0.04)' : 'rgba(255,255,255,0.05)',
    '--pk-border': light ? 'rgba(0,0,0,0.08)' : 'rgba(255,255,255,0.08)',
    '--pk-error': light ? '#d62b2b' : '#f25a67',
    '--pk-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '--pk-border-radius': '16px',
    ...Object.fromEntries(
      Object.entries(overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  }
}
