import type { ThemeModeSetting } from '../../core/types.ts'
import { assertThemeMode } from '../../core/validation/theme.ts'
import type { ActionHost } from './context.ts'

/**
 * Light, dark or system at runtime: the modal re-styles (InvalidThemeModeError for anything else). System
 * follows the visitor's prefers-color-scheme while the page lives.
 */
export function setThemeMode(portkit: Pick<ActionHost, 'state'>, themeMode: ThemeModeSetting): void {
  portkit.state.themeMode.value = assertThemeMode(themeMode)
}
