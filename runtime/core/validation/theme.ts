import type { ThemeVariables } from '../../config/types.ts'
import {
  InvalidThemeModeError,
  InvalidThemeVariableValueError,
  UnknownThemeVariableError,
} from '../errors.ts'
import { THEME_CONTRACT, THEME_VARIABLE_NAMES, type ThemeVariableName } from '../theme-contract.ts'
import { themeValueProblem } from '../theme-value-kinds.ts'
import { THEME_MODE_SETTINGS } from '../constants.ts'
import type { ThemeModeSetting } from '../types.ts'

/** Theme mode is light or dark (spec section 5), or `system`, which resolves to one of them in the page. */
export function assertThemeMode(value: unknown): ThemeModeSetting {
  if (!(THEME_MODE_SETTINGS as readonly unknown[]).includes(value)) throw new InvalidThemeModeError()
  return value as ThemeModeSetting
}

/**
 * Why a theme variable's value is refused (the config reports it under the option's path, the runtime as
 * InvalidThemeVariableValueError), or undefined: a string of the variable's kind in the theme contract.
 */
export function themeVariableProblem(name: ThemeVariableName, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'must be a non-empty string'
  return themeValueProblem(THEME_CONTRACT[name].kind, value)
}

/**
 * Theme variables set at runtime: names from the theme contract only (UnknownThemeVariableError lists
 * them), each value of its kind, or undefined to go back to the contract's default.
 */
export function assertThemeVariables(value: Record<string, unknown>): ThemeVariables {
  for (const [name, variable] of Object.entries(value)) {
    if (!(THEME_VARIABLE_NAMES as readonly string[]).includes(name)) throw new UnknownThemeVariableError(name)
    const problem =
      variable === undefined ? undefined : themeVariableProblem(name as ThemeVariableName, variable)
    if (problem) throw new InvalidThemeVariableValueError(name, problem)
  }
  return value
}
