/**
 * Embedded-wallet request gating (spec section 6). Safe methods only read and are never aborted; unsafe
 * ones ask the visitor to approve something and are aborted when rejection is requested. Anything in
 * neither list is not allowed at all.
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
] as const

export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]

export function isUnsafeRpcMethod(method: string): method is UnsafeRpcMethod {
  return (UNSAFE_RPC_METHODS as readonly string[]).includes(method)
}

export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return (SAFE_RPC_METHODS as readonly string[]).includes(method)
}

/** The allowed list is the safe and the unsafe methods together. */
export function isAllowedRpcMethod(method: string): boolean {
  return isSafeRpcMethod(method) || isUnsafeRpcMethod(method)
}

/** What the embedded (email) wallet signs itself: every other method it serves is a read of the chain's node. */
export const EMBEDDED_SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

/**
 * Whether the embedded wallet serves an EVM method: its signing methods and the node reads of the allowed
 * list. Wallet-level methods it does not implement (EIP-5792 batches, permissions, assets, user
 * operations) are refused with EIP-1193's 4200, which callers such as sendCalls fall back on.
 */
export function isEmbeddedWalletMethod(method: string): boolean {
  if ((EMBEDDED_SIGNING_METHODS as readonly string[]).includes(method)) return true
  return isSafeRpcMethod(method) && method.startsWith('eth_') && !/UserOperation|EntryPoints/.test(method)
}
