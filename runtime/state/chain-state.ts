import type { ChainNamespace, ConnectionStatus, Network } from '../core/types.ts'

export interface BalanceState {
  value: bigint
  decimals: number
  symbol: string
  /** Floored to 3 decimals for display. */
  formatted: string
}

/** Per-chain-namespace state (spec section 3, Per-chain state). */
export interface ChainState {
  namespace: ChainNamespace
  caipNetwork: Network | undefined
  status: ConnectionStatus
  address: string | undefined
  connectorId: string | undefined
  balance: BalanceState | undefined
  balanceLoading: boolean
  /** Network state: the chain ids (references) where the embedded wallet offers a smart account. */
  smartAccountEnabledNetworks: number[]
}

export function emptyChainState(namespace: ChainNamespace, caipNetwork: Network | undefined): ChainState {
  return {
    namespace,
    caipNetwork,
    status: 'disconnected',
    address: undefined,
    connectorId: undefined,
    balance: undefined,
    balanceLoading: false,
    smartAccountEnabledNetworks: [],
  }
}
