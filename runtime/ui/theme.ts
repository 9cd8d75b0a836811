import type { ThemeVariables } from '../config/types.ts'
import { THEME_VARIABLE_NAMES, themeDefault } from '../core/theme-contract.ts'
import type { ThemeMode } from '../core/types.ts'

/** The theme contract as CSS custom properties: switching themes costs no re-render of the views. */
export function themeStyle(mode: ThemeMode, overrides: ThemeVariables): Record<string, string> {
  return Object.fromEntries(
    THEME_VARIABLE_NAMES.map((name) => [name, overrides[name] ?? themeDefault(name, mode)]),
  )
}
