import { useTheme } from './portkit/index.ts'

const NEXT_MODE = { dark: 'light', light: 'system', system: 'dark' } as const

/**
 * Cycles the modal through dark, light and system (follows the visitor's colour scheme) at runtime
 * (useTheme); your page keeps its own theme.
 */
export function ThemeSwitch() {
  const { themeMode, setThemeMode } = useTheme()
  return (
    <button type="button" className="secondary" onClick={() => setThemeMode(NEXT_MODE[themeMode])}>
      Modal theme: {themeMode}
    </button>
  )
}
