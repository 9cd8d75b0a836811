import { useSyncExternalStore } from 'react'
import type { ThemeMode, ThemeModeSetting } from '../core/types.ts'

const DARK_SCHEME = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_SCHEME)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

const prefersDark = () => globalThis.matchMedia?.(DARK_SCHEME).matches ?? false

/**
 * Light or dark as the modal draws it: `system` follows the visitor's prefers-color-scheme and re-styles
 * the moment it changes. The server (no window) renders `system` as light, the CSS initial scheme.
 */
export function useResolvedThemeMode(setting: ThemeModeSetting): ThemeMode {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false)
  if (setting !== 'system') return setting
  return dark ? 'dark' : 'light'
}
