import { THEME_VARIABLE_NAMES, type ThemeVariables } from '../../runtime/config/index.ts'
import { expectKnownKeys, expectNonEmptyString, expectObject } from './checks.ts'

/** Known variables only, emitted in catalogue order whatever order the host wrote them in. */
export function resolveThemeVariables(value: unknown): ThemeVariables {
  const raw = expectObject(value, 'themeVariables')
  expectKnownKeys(raw, 'themeVariables', THEME_VARIABLE_NAMES)
  const variables: ThemeVariables = {}
  for (const name of THEME_VARIABLE_NAMES) {
    if (raw[name] !== undefined) variables[name] = expectNonEmptyString(raw[name], `themeVariables.${name}`)
  }
  return variables
}
