import { connectedAddress, targetNetwork, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { GetTransactionCountParameters } from './types.ts'

/**
 * How many transactions the connected account (or `address`) has sent on the active network (or
 * `caipNetworkId`): its next nonce, e.g. to tell a transaction that was replaced from one still waiting.
 */
export async function getTransactionCount<H extends ActionHost>(
  portkit: H & Capable<H, 'transactionLookup'>,
  parameters: GetTransactionCountParameters = {},
): Promise<number> {
  const { adapter, network } = targetNetwork(portkit, parameters.caipNetworkId)
  const address = parameters.address ?? connectedAddress(portkit, network)
  return withCapability(adapter, 'transactionLookup', 'A transaction count').getTransactionCount(
    network,
    address,
    parameters.blockTag,
  )
}
