import { useTheme } from './portkit/index.ts'

/** Switches the modal between dark and light at runtime (useTheme); your page keeps its own theme. */
export function ThemeSwitch() {
  const { themeMode, setThemeMode } = useTheme()
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
    >
      Modal theme: {themeMode}
    </button>
  )
}
