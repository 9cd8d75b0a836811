import { THEME_VARIABLE_NAMES, type ThemeVariables } from '../../runtime/config/index.ts'
import { themeVariableProblem } from '../../runtime/core/validation/theme.ts'
import { expectKnownKeys, expectObject, fail } from './checks.ts'

/**
 * Known variables only, each of its kind in the theme contract (colour, length, font family, z-index),
 * emitted in catalogue order whatever order the host wrote them in.
 */
export function resolveThemeVariables(value: unknown): ThemeVariables {
  const raw = expectObject(value, 'themeVariables')
  expectKnownKeys(raw, 'themeVariables', THEME_VARIABLE_NAMES)
  const variables: Record<string, string> = {}
  for (const name of THEME_VARIABLE_NAMES) {
    if (raw[name] === undefined) continue
    const problem = themeVariableProblem(name, raw[name])
    if (problem) fail(`themeVariables.${name}`, `${problem} (got ${shown(raw[name])})`)
    variables[name] = raw[name] as string
  }
  return variables
}

/** The refused value as JSON; a value JSON cannot write (a BigInt, a cycle, a symbol) by its type. */
function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value
  } catch {
    return typeof value
  }
}
