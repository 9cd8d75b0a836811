import type { Chain, PublicClient, Transport } from 'viem'
import { targetNetwork, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'

/** A viem PublicClient over the active network's RPC (or the configured `caipNetworkId`'s). */
export async function getPublicClient<H extends ActionHost>(
  portkit: H & Capable<H, 'viemClients'>,
  parameters: { caipNetworkId?: string } = {},
): Promise<PublicClient<Transport, Chain>> {
  const { adapter, network } = targetNetwork(portkit, parameters.caipNetworkId)
  return withCapability(adapter, 'viemClients', 'A viem public client').getPublicClient(network)
}
