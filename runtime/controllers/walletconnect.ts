import type { WalletEntry } from '../core/types.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { WcLinking } from '../state/walletconnect-state.ts'
import type { ConnectionController } from './connection.ts'
import { browserKeepsPendingPairing } from './pairing-rules.ts'
import type { ProviderErrorAlerts } from './provider-error-alerts.ts'
import { connectPairing } from './walletconnect/actions/connect-pairing.ts'
import type { WalletConnectHost } from './walletconnect/actions/context.ts'
import { followAppLink } from './walletconnect/actions/follow-app-link.ts'
import { markLinking } from './walletconnect/actions/mark-linking.ts'
import { resetPairing } from './walletconnect/actions/reset-pairing.ts'
import { resetWhenSessionEnds } from './walletconnect/actions/reset-when-session-ends.ts'
import { stopRetry } from './walletconnect/actions/stop-retry.ts'
import { watchPairing } from './walletconnect/actions/watch-pairing.ts'
import { createPairingState } from './walletconnect/state.ts'

interface Deps {
  state: PortkitState
  connection: ConnectionController
  /** Called once a pairing ends in a connection (with the wallet chosen, if any), e.g. to close the modal. */
  onConnected: (wallet: WalletEntry | undefined) => void
  /** Shows the spec section 8 alert of a mapped relay rejection (once per instance). */
  providerErrors?: ProviderErrorAlerts
  /** Telegram / iOS Safari detection; from the browser's user agent by default. */
  keepsPendingPairing?: () => boolean
  now?: () => number
}

/**
 * WalletConnect pairings and their part of the connection state (spec sections 3, 4 and 9): one URI on
 * offer at a time, refreshed before it expires and after a failure, and a connection once the wallet
 * approves. With `manualWCControl` the modal only shows what the host starts with `connect()`. The wiring
 * only: the bookkeeping is walletconnect/state.ts's, each transition is a file of walletconnect/actions/.
 */
export function createWalletConnectController(deps: Deps) {
  const host: WalletConnectHost = {
    portkit: deps.state,
    state: createPairingState(),
    connection: deps.connection,
    onConnected: deps.onConnected,
    providerErrors: deps.providerErrors,
    keepsPending: deps.keepsPendingPairing ?? browserKeepsPendingPairing,
    now: deps.now ?? Date.now,
  }
  resetWhenSessionEnds(host)
  return {
    /** Offers a pairing URI and connects once the wallet approves (actions/connect-pairing.ts). */
    connect: (wallet?: WalletEntry) => connectPairing(host, wallet),
    /** For views that show the pairing; returns the function that stops watching. */
    watch: (wallet?: WalletEntry) => watchPairing(host, wallet),
    /** A phone's one tap: the wallet's app link when a pairing URI is already on offer. */
    followAppLink: (wallet: WalletEntry) => followAppLink(host, wallet),
    /** Remembers the deep or universal link the visitor followed into a wallet app. */
    markLinking: (linking: WcLinking) => markLinking(host, linking),
    reset: () => resetPairing(host),
    /** Cancels a scheduled retry; the instance stays usable (it may be started again). */
    stop: () => stopRetry(host),
  }
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>
