import type { WalletEntry } from '../../../core/types.ts'
import type { PortkitState } from '../../../state/create-state.ts'
import type { ConnectionController } from '../../connection.ts'
import type { ProviderErrorAlerts } from '../../provider-error-alerts.ts'
import type { Connector } from '../../types.ts'
import type { PairingState } from '../state.ts'

/** What the WalletConnect actions need; the controller (../walletconnect.ts) makes one per instance. */
export interface WalletConnectHost {
  /** The instance's state; `portkit.walletConnect` is what the modal shows of the pairing. */
  portkit: PortkitState
  state: PairingState
  connection: ConnectionController
  /** Called once a pairing ends in a connection (with the wallet chosen, if any), e.g. to close the modal. */
  onConnected: (wallet: WalletEntry | undefined) => void
  /** Shows the spec section 8 alert of a mapped relay rejection (once per instance). */
  providerErrors?: ProviderErrorAlerts
  /** Telegram / iOS Safari: a pending pairing is kept instead of replaced. */
  keepsPending: () => boolean
  now: () => number
}

/** With `manualWCControl` the modal only shows what the host starts with `connect()`. */
export function manual(host: WalletConnectHost): boolean {
  return host.portkit.config.manualWCControl
}

/** The connector that pairs (WalletConnect's), when the config has one. */
export function pairingConnector(host: WalletConnectHost): Connector | undefined {
  return host.portkit.connectors.value.find((connector) => connector.pairing !== undefined)
}
