import type { ThemeMode } from '../../core/types.ts'
import { assertThemeMode } from '../../core/validation/theme.ts'
import type { ActionHost } from './context.ts'

/** Light or dark, at runtime: the modal re-styles (InvalidThemeModeError for anything else). */
export function setThemeMode(portkit: Pick<ActionHost, 'state'>, themeMode: ThemeMode): void {
  portkit.state.themeMode.value = assertThemeMode(themeMode)
}
