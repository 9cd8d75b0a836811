import { targetNetwork, type ActionHost } from './context.ts'
import type { GetTransactionReceiptParameters, GetTransactionReceiptReturnType } from './types.ts'

/**
 * The receipt of `hash` as the network (the active one, or `caipNetworkId`) has it now, without waiting
 * (waitForReceipt waits). Not mined yet, or unknown: viem's TransactionReceiptNotFoundError (spec section 8).
 */
export async function getTransactionReceipt(
  portkit: ActionHost,
  { hash, caipNetworkId }: GetTransactionReceiptParameters,
): Promise<GetTransactionReceiptReturnType> {
  const { adapter, network } = targetNetwork(portkit, caipNetworkId)
  return adapter.getTransactionReceipt(network, hash)
}
