import type { ThemeVariables } from '../../config/types.ts'
import {
  InvalidThemeModeError,
  InvalidThemeVariableValueError,
  UnknownThemeVariableError,
} from '../errors.ts'
import { THEME_VARIABLE_NAMES } from '../theme-contract.ts'
import { THEME_MODE_SETTINGS } from '../constants.ts'
import type { ThemeModeSetting } from '../types.ts'

/** Theme mode is light or dark (spec section 5), or `system`, which resolves to one of them in the page. */
export function assertThemeMode(value: unknown): ThemeModeSetting {
  if (!(THEME_MODE_SETTINGS as readonly unknown[]).includes(value)) throw new InvalidThemeModeError()
  return value as ThemeModeSetting
}

/**
 * Theme variables set at runtime: names from the theme contract only (UnknownThemeVariableError lists
 * them), each value a non-empty string, or undefined to go back to the contract's default.
 */
export function assertThemeVariables(value: Record<string, unknown>): ThemeVariables {
  for (const [name, variable] of Object.entries(value)) {
    if (!(THEME_VARIABLE_NAMES as readonly string[]).includes(name)) throw new UnknownThemeVariableError(name)
    if (variable !== undefined && (typeof variable !== 'string' || variable.trim() === ''))
      throw new InvalidThemeVariableValueError(name)
  }
  return value as ThemeVariables
}
