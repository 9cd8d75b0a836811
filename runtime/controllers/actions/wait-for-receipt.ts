import type { TransactionReceipt } from '../types.ts'
import { targetNetwork, type ActionHost } from './context.ts'
import type { WaitForReceiptParameters } from './types.ts'

/**
 * Waits until the transaction is mined (spec section 4, Receipts): success, or TransactionRevertedError
 * with the revert reason or 'unknown reason'. A replacement (same sender and nonce) is classed repriced,
 * cancelled or replaced, reported to `onReplaced` and on the receipt as `replaced`.
 */
export async function waitForReceipt(
  portkit: ActionHost,
  { hash, caipNetworkId, ...options }: WaitForReceiptParameters,
): Promise<TransactionReceipt> {
  const { adapter, network } = targetNetwork(portkit, caipNetworkId)
  return adapter.waitForReceipt(network, hash, options)
}
