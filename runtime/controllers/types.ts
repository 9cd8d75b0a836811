import type { ResolvedConfig } from '../config/types.ts'
import type { ChainNamespace, Network } from '../core/types.ts'

/** EIP-1193 provider as announced by a browser wallet. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): void
  removeListener?(event: string, listener: (...args: never[]) => void): void
}

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH' | 'COINBASE' | 'MULTI_CHAIN'

/** One wallet the visitor can pick (spec section 3, Connector). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  info?: { rdns?: string }
  provider: Eip1193Provider
  /** Present on connectors that pair through a URI the visitor scans or opens (WalletConnect). */
  pairing?: WalletPairing
}

/**
 * The connector-driven connect step of a pairing connector. `pair` creates a pairing and a session
 * proposal, hands the URI to `onUri` as soon as it exists, and resolves once the wallet approves; after
 * that the connector's provider answers like a connected wallet. It rejects with a catalogue error
 * (e.g. UserRejectedError) when the wallet declines or the proposal expires.
 */
export interface WalletPairing {
  pair(onUri: (uri: string) => void): Promise<void>
}

/** A source of connectors, e.g. EIP-6963 discovery. Selected by config, created by the generated entry. */
export interface ConnectorSource {
  kind: string
  /** Starts discovery; `onChange` receives the full current list. Returns a stop function. */
  watch(onChange: (connectors: Connector[]) => void): () => void
}
/** Connector factories get the resolved config, e.g. to honour `enableEIP6963`. */
export type ConnectorFactory = (context: { config: ResolvedConfig }) => ConnectorSource

export interface ChainSession {
  address: string
  /** Chain reference as reported by the wallet, e.g. '31337'. */
  chainReference: string
}

export interface WalletEvents {
  onAccountsChanged(addresses: string[]): void
  onChainChanged(chainReference: string): void
  onDisconnect(): void
}

export interface NativeBalance {
  value: bigint
  decimals: number
  symbol: string
}

/** One chain family's wallet and chain access. Implemented per namespace on floor 4. */
export interface ChainAdapter {
  namespace: ChainNamespace
  /** Asks the wallet for access (may prompt). */
  connect(connector: Connector): Promise<ChainSession>
  /** Re-syncs a previous session without prompting; undefined when the wallet no longer grants access. */
  reconnect(connector: Connector): Promise<ChainSession | undefined>
  disconnect(connector: Connector): Promise<void>
  switchNetwork(connector: Connector, network: Network): Promise<void>
  getBalance(address: string, network: Network): Promise<NativeBalance>
  watch(connector: Connector, events: WalletEvents): () => void
}
export type AdapterFactory = () => ChainAdapter
