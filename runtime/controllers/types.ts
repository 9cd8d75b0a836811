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

/** One transfer, in the smallest unit of what moves: the native token, or the token at `token`. */
export interface Transfer {
  from: string
  to: string
  amount: bigint
  /** The token contract's plain address; undefined for the native token. */
  token: string | undefined
}

/** What a transfer costs, in the smallest unit of the network's native token. */
export interface TransferFee {
  /** Price of one gas unit. */
  gasPrice: bigint
  /** Gas units times the price. */
  fee: bigint
}

/** A mined transaction that succeeded (one that reverted rejects instead). */
export interface TransactionReceipt {
  hash: string
  status: 'success'
}

/**
 * One chain family's wallet and chain access, implemented per namespace on floor 4. Every chain action
 * is a method here, so controllers and views never talk to a chain library or a wallet provider.
 */
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
  /** The fee of a transfer, asked of the network; rejects with EstimateGasError ('error estimating gas'). */
  estimateTransferFee(network: Network, transfer: Transfer): Promise<TransferFee>
  /** Sends a transfer through the connector's wallet (it prompts); resolves with the transaction hash. */
  sendTransfer(connector: Connector, network: Network, transfer: Transfer): Promise<string>
  /** Waits until mined; a reverted transaction rejects with TransactionRevertedError (reason or 'unknown reason'). */
  waitForReceipt(network: Network, hash: string): Promise<TransactionReceipt>
}
export type AdapterFactory = () => ChainAdapter
