import { targetNetwork, type ActionHost } from './context.ts'
import type { GetTransactionParameters, GetTransactionReturnType } from './types.ts'

/**
 * The transaction `hash` as the network (the active one, or `caipNetworkId`) has it now. One the network
 * does not know rejects with viem's TransactionNotFoundError (spec section 8), surfaced as it is.
 */
export async function getTransaction(
  portkit: ActionHost,
  { hash, caipNetworkId }: GetTransactionParameters,
): Promise<GetTransactionReturnType> {
  const { adapter, network } = targetNetwork(portkit, caipNetworkId)
  return adapter.getTransaction(network, hash)
}
