import type { Address, Hex } from 'viem'

/** What the history shows about a fungible: configured, or read from the token contract once. Its price is
 * read when a page is served (transfer-prices.ts), not indexed. */
export interface AssetInfo {
  name: string
  symbol: string
  decimals: number
  spam: boolean
}

/** One movement of value inside a transaction: native currency, or an ERC20 Transfer log. */
export interface IndexedTransfer {
  /** Undefined for the native currency. */
  token?: Address
  asset: AssetInfo
  from: Address
  to: Address
  value: bigint
}

/** A mined transaction with the movements of value it made, as the history reads it from a chain. */
export interface IndexedTx {
  chainId: number
  caipNetworkId: string
  hash: Hex
  blockNumber: bigint
  /** Position in its block. */
  index: number
  /** Block time, unix seconds. */
  timestamp: number
  from: Address
  to: Address | null
  contractAddress: Address | null
  nonce: number
  success: boolean
  /** First 4 bytes of the calldata, when there is any. */
  selector?: Hex
  transfers: IndexedTransfer[]
}
