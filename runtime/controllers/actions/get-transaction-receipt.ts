import { targetNetwork, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { GetTransactionReceiptParameters, GetTransactionReceiptReturnType } from './types.ts'

/**
 * The receipt of `hash` as the network (the active one, or `caipNetworkId`) has it now, without waiting
 * (waitForReceipt waits). Not mined yet, or unknown: viem's TransactionReceiptNotFoundError (spec section 8).
 */
export async function getTransactionReceipt<H extends ActionHost>(
  portkit: H & Capable<H, 'transactionLookup'>,
  { hash, caipNetworkId }: GetTransactionReceiptParameters,
): Promise<GetTransactionReceiptReturnType> {
  const { adapter, network } = targetNetwork(portkit, caipNetworkId)
  return withCapability(adapter, 'transactionLookup', 'A transaction receipt lookup').getTransactionReceipt(
    network,
    hash,
  )
}
