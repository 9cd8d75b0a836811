import type { ThemeVariables } from '../../config/types.ts'
import { assertThemeVariables } from '../../core/validation/theme.ts'
import type { ActionHost } from './context.ts'

/**
 * Merges `themeVariables` into the current ones at runtime; the modal re-styles. A name outside
 * THEME_VARIABLE_NAMES is UnknownThemeVariableError (nothing changes); `undefined` restores the default.
 */
export function setThemeVariables(portkit: Pick<ActionHost, 'state'>, themeVariables: ThemeVariables): void {
  const checked = assertThemeVariables(themeVariables)
  const next: ThemeVariables = { ...portkit.state.themeVariables.value, ...checked }
  for (const [name, value] of Object.entries(checked)) {
    if (value === undefined) delete next[name as keyof ThemeVariables]
  }
  portkit.state.themeVariables.value = next
}
