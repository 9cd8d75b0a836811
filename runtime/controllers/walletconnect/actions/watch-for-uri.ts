import { RPC_TIMEOUT_MS } from '../../../core/constants.ts'
import { keyed } from '../../../core/i18n/shown-message.ts'
import type { WalletConnectHost } from './context.ts'

/**
 * A relay that cannot be reached (down, refusing, hung) leaves the SDK retrying without a URI or an
 * error: after spec 9's RPC timeout the view says 'Connection failed' instead of an endless placeholder,
 * and the QR code replaces it as soon as a URI does arrive (the SDK keeps trying).
 */
export function watchForUri({ portkit, state }: WalletConnectHost, mine: number): { uriArrived(): void } {
  const wc = portkit.walletConnect
  let shown = false
  const timer = setTimeout(() => {
    if (mine !== state.generation || wc.wcUri.value) return
    shown = true
    wc.wcError.value = true
    portkit.lastError.value = keyed('CONNECTION_FAILED')
  }, RPC_TIMEOUT_MS)
  return {
    uriArrived() {
      clearTimeout(timer)
      if (!shown) return
      wc.wcError.value = false
      portkit.lastError.value = undefined
    },
  }
}
