import type { ResolvedConfig } from '../config/types.ts'
import type { ChainNamespace, Connector, Network } from '../core/types.ts'

// The data these contracts exchange lives on floor 1, so state can hold it; re-exported for implementers.
export type { Connector, ConnectorType, Eip1193Provider, WalletPairing } from '../core/types.ts'

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
