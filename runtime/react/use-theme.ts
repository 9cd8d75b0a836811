import { useCallback } from 'react'
import type { ThemeVariables } from '../config/types.ts'
import { setThemeMode, setThemeVariables } from '../controllers/actions/index.ts'
import type { ThemeMode, ThemeModeSetting } from '../core/types.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'
import { useResolvedThemeMode } from '../ui/use-resolved-theme-mode.ts'

export interface ThemeResult {
  /** What was asked for: light, dark or system. */
  themeMode: ThemeModeSetting
  /** What the modal draws: light or dark (`system` resolved from prefers-color-scheme, live). */
  resolvedThemeMode: ThemeMode
  /** The host's overrides (the config's, then what `setThemeVariables` merged in). */
  themeVariables: ThemeVariables
  /** Light, dark or system; the modal re-styles. */
  setThemeMode(themeMode: ThemeModeSetting): void
  /** Merges the variables (names from THEME_VARIABLE_NAMES, else UnknownThemeVariableError); undefined restores one. */
  setThemeVariables(themeVariables: ThemeVariables): void
}

/** The modal's theme, settable at runtime. */
export function useTheme(): ThemeResult {
  const portkit = usePortkitInstance()
  const themeMode = useSignalValue(portkit.state.themeMode)
  const themeVariables = useSignalValue(portkit.state.themeVariables)
  return {
    themeMode,
    resolvedThemeMode: useResolvedThemeMode(themeMode),
    themeVariables,
    setThemeMode: useCallback((mode: ThemeModeSetting) => setThemeMode(portkit, mode), [portkit]),
    setThemeVariables: useCallback(
      (variables: ThemeVariables) => setThemeVariables(portkit, variables),
      [portkit],
    ),
  }
}
