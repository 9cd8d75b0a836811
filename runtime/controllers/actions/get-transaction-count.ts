import { connectedAddress, targetNetwork, type ActionHost } from './context.ts'
import type { GetTransactionCountParameters } from './types.ts'

/**
 * How many transactions the connected account (or `address`) has sent on the active network (or
 * `caipNetworkId`): its next nonce, e.g. to tell a transaction that was replaced from one still waiting.
 */
export async function getTransactionCount(
  portkit: ActionHost,
  parameters: GetTransactionCountParameters = {},
): Promise<number> {
  const { adapter, network } = targetNetwork(portkit, parameters.caipNetworkId)
  const address = parameters.address ?? connectedAddress(portkit, network)
  return adapter.getTransactionCount(network, address, parameters.blockTag)
}
