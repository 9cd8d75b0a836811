import type { WalletEntry } from '../../../core/types.ts'
import { isPairingExpired } from '../../pairing-rules.ts'
import type { WalletConnectHost } from './context.ts'
import { startPairing } from './start-pairing.ts'

/**
 * Offers a pairing URI and connects once the wallet approves. On Telegram and iOS Safari a pending
 * pairing is awaited and an unexpired URI reused instead of starting over.
 */
export function connectPairing(host: WalletConnectHost, wallet?: WalletEntry): Promise<void> {
  const { state } = host
  const wc = host.portkit.walletConnect
  if (state.pending && state.handedOff !== undefined && state.handedOff === wc.wcUri.value)
    return state.pending
  if (host.keepsPending()) {
    if (state.pending) return state.pending
    if (wc.wcUri.value && !isPairingExpired(wc.wcPairingExpiry.value, host.now())) return Promise.resolve()
  }
  return startPairing(host, wallet)
}
