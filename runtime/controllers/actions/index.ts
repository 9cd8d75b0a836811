/**
 * The host developer's chain actions (issue 11), framework-free: each takes the Portkit instance and
 * works through the active namespace's adapter, so nothing here talks to viem or a wallet directly.
 */
export { estimateGas } from './estimate-gas.ts'
export { getBalance } from './get-balance.ts'
export { getCallsStatus } from './get-calls-status.ts'
export { getCapabilities } from './get-capabilities.ts'
export { getPublicClient } from './get-public-client.ts'
export { getWalletClient } from './get-wallet-client.ts'
export { getWalletInfo } from './get-wallet-info.ts'
export { readContract } from './read-contract.ts'
export { sendCalls } from './send-calls.ts'
export { sendTransaction } from './send-transaction.ts'
export { signMessage } from './sign-message.ts'
export { signTypedData } from './sign-typed-data.ts'
export { switchNetwork } from './switch-network.ts'
export { waitForReceipt } from './wait-for-receipt.ts'
export { writeContract } from './write-contract.ts'
export { createMutation, type Mutation, type MutationState, type MutationStatus } from './mutation.ts'
export { createQuery, type Query, type QueryState, type QueryStatus } from './query.ts'
export type { ActionHost } from './context.ts'
export type * from './types.ts'
