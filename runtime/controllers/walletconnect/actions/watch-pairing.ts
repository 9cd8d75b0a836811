import { effect } from '@preact/signals-core'
import type { WalletEntry } from '../../../core/types.ts'
import { PAIRING_EXPIRY_MARGIN_MS } from '../../pairing-rules.ts'
import { connectPairing } from './connect-pairing.ts'
import { manual, type WalletConnectHost } from './context.ts'
import { startPairing } from './start-pairing.ts'

/**
 * For views that show the pairing: starts one (unless the host controls pairing), replaces it before
 * it expires and after a failure. Returns the function that stops watching.
 */
export function watchPairing(host: WalletConnectHost, wallet?: WalletEntry): () => void {
  const { state } = host
  state.watchers++
  if (!manual(host)) void connectPairing(host, wallet).catch(() => undefined)
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  const stopRefresh = effect(() => {
    const expiry = host.portkit.walletConnect.wcPairingExpiry.value
    clearTimeout(refreshTimer)
    if (expiry === undefined || manual(host)) return
    const delay = Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - host.now())
    refreshTimer = setTimeout(() => void startPairing(host, state.lastWallet).catch(() => undefined), delay)
  })
  return () => {
    state.watchers--
    stopRefresh()
    clearTimeout(refreshTimer)
    if (state.watchers === 0) clearTimeout(state.retryTimer)
  }
}
