import { alertForProviderError } from '../../../core/errors.ts'
import { alertMessage, errorMessage } from '../../../core/i18n/shown-message.ts'
import type { WalletConnectHost } from './context.ts'

/**
 * A pairing failed: its URI goes and the reason shows. Returns whether a fresh pairing may be tried: not
 * after a relay rejection (project id, origin, clock), which is the app's setup, explained by its alert,
 * and would only be refused again.
 */
export function failPairing({ portkit, state, providerErrors }: WalletConnectHost, error: unknown): boolean {
  const wc = portkit.walletConnect
  wc.wcError.value = true
  wc.wcUri.value = undefined
  wc.wcPairingExpiry.value = undefined
  clearTimeout(state.retryTimer)
  const message = error instanceof Error ? error.message : String(error)
  const alert = alertForProviderError(message)
  if (alert) {
    providerErrors?.report(message)
    portkit.lastError.value = alertMessage(alert)
    return false
  }
  portkit.lastError.value = errorMessage(error, 'CONNECTION_FAILED')
  return true
}
