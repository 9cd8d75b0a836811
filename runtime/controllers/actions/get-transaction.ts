import { targetNetwork, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { GetTransactionParameters, GetTransactionReturnType } from './types.ts'

/**
 * The transaction `hash` as the network (the active one, or `caipNetworkId`) has it now. One the network
 * does not know rejects with viem's TransactionNotFoundError (spec section 8), surfaced as it is.
 */
export async function getTransaction<H extends ActionHost>(
  portkit: H & Capable<H, 'transactionLookup'>,
  { hash, caipNetworkId }: GetTransactionParameters,
): Promise<GetTransactionReturnType> {
  const { adapter, network } = targetNetwork(portkit, caipNetworkId)
  return withCapability(adapter, 'transactionLookup', 'A transaction lookup').getTransaction(network, hash)
}
