import type { Chain, PublicClient, Transport } from 'viem'
import { targetNetwork, type ActionHost } from './context.ts'

/** A viem PublicClient over the active network's RPC (or the configured `caipNetworkId`'s). */
export async function getPublicClient(
  portkit: ActionHost,
  parameters: { caipNetworkId?: string } = {},
): Promise<PublicClient<Transport, Chain>> {
  const { adapter, network } = targetNetwork(portkit, parameters.caipNetworkId)
  return adapter.getPublicClient(network)
}
