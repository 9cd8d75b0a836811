import { effect } from '@preact/signals-core'
import type { authOf } from '../../connectors/auth/index.ts'
import type { ThemeMode, ThemeModeSetting } from '../../core/types.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { STORAGE_KEYS } from '../../services/storage.ts'
import { updateChain } from '../../state/create-state.ts'

type Auth = NonNullable<ReturnType<typeof authOf>>

const DARK_SCHEME = '(prefers-color-scheme: dark)'

/** Light or dark as the modal draws it: `system` follows the visitor's colour scheme (light without a window). */
export function drawnThemeMode(setting: ThemeModeSetting): ThemeMode {
  if (setting !== 'system') return setting
  return globalThis.matchMedia?.(DARK_SCHEME).matches ? 'dark' : 'light'
}

/**
 * The secure frame's pages follow the modal's theme (spec section 7, sync theme): whenever the host or the
 * visitor changes the mode, or the visitor's colour scheme changes under `system`, a loaded frame is told
 * the mode now drawn (a frame loaded later is told on load).
 */
export function watchFrameTheme(portkit: PluginPortkit, auth: () => Auth | undefined): () => void {
  const sync = () => {
    const found = auth()
    found
      ?.syncTheme(drawnThemeMode(portkit.state.themeMode.peek()))
      .catch((error: Error) => console.warn(`[portkit] the secure frame kept its theme: ${error.message}`))
  }
  const stop = effect(() => {
    void portkit.state.themeMode.value
    sync()
  })
  const scheme = globalThis.matchMedia?.(DARK_SCHEME)
  const onScheme = () => {
    if (portkit.state.themeMode.peek() === 'system') sync()
  }
  scheme?.addEventListener('change', onScheme)
  return () => {
    stop()
    scheme?.removeEventListener('change', onScheme)
  }
}

/**
 * The networks where the embedded wallet has smart accounts (spec section 3, eip155 network state
 * smartAccountEnabledNetworks, kept under its local-storage key): the stored list at start, then the
 * frame's answer after each connect or restore through the auth connector.
 */
export function watchSmartAccountNetworks(portkit: PluginPortkit, auth: () => Auth | undefined): () => void {
  const { state, storage } = portkit
  const set = (chainIds: number[]) => updateChain(state, 'eip155', { smartAccountEnabledNetworks: chainIds })
  void storage.get<number[]>(STORAGE_KEYS.smartAccountEnabledNetworks).then((stored) => {
    if (Array.isArray(stored) && state.chains.peek().eip155?.smartAccountEnabledNetworks.length === 0)
      set(stored.filter((id) => typeof id === 'number'))
  })
  let asked: string | undefined
  return effect(() => {
    const chain = state.chains.value.eip155
    const found = auth()
    const connectedHere = chain?.status === 'connected' && chain.address && found !== undefined
    const key = connectedHere ? `${chain.connectorId}:${chain.address}` : undefined
    if (!connectedHere || key === asked || state.connectorFor('eip155')?.type !== 'AUTH') {
      if (!connectedHere) asked = undefined
      return
    }
    asked = key
    found.smartAccountEnabledNetworks().then(
      async (chainIds) => {
        set(chainIds)
        await storage.set(STORAGE_KEYS.smartAccountEnabledNetworks, chainIds)
      },
      (error: Error) => console.warn(`[portkit] smart account networks unknown: ${error.message}`),
    )
  })
}
