import type { ChainAdapter } from '../controllers/types.ts'

type EvmOnlyAction =
  | 'signTypedData'
  | 'estimateGas'
  | 'writeContract'
  | 'readContract'
  | 'getTransaction'
  | 'getTransactionReceipt'
  | 'getTransactionCount'
  | 'getWalletClient'
  | 'getPublicClient'
  | 'sendCalls'
  | 'getCallsStatus'
  | 'getCapabilities'

/**
 * The host actions only an EVM chain has (typed data, contracts, transaction lookups, viem clients,
 * EIP-5792 calls), for a non-EVM adapter: each is refused with `refuse(what)`, the adapter's own
 * "… is not available on <chain>".
 */
export function evmOnlyActions(
  refuse: (action: string) => () => Promise<never>,
): Pick<ChainAdapter, EvmOnlyAction> {
  return {
    signTypedData: refuse('Typed-data signing'),
    estimateGas: refuse('Gas estimation'),
    writeContract: refuse('Contract writes'),
    readContract: refuse('Contract reads'),
    getTransaction: refuse('A transaction lookup'),
    getTransactionReceipt: refuse('A transaction receipt lookup'),
    getTransactionCount: refuse('A transaction count'),
    getWalletClient: refuse('A viem wallet client'),
    getPublicClient: refuse('A viem public client'),
    sendCalls: refuse('wallet_sendCalls'),
    getCallsStatus: refuse('wallet_getCallsStatus'),
    getCapabilities: refuse('wallet_getCapabilities'),
  }
}
