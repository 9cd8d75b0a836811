import type { ActionHost } from './context.ts'
import type { SwitchNetworkParameters } from './types.ts'

/**
 * Makes a configured network the active one, asking the wallet to switch when connected (adding the chain
 * when the wallet does not know it). The network controller's rules apply: storage, events, balance.
 */
export async function switchNetwork(
  portkit: ActionHost,
  { caipNetworkId }: SwitchNetworkParameters,
): Promise<void> {
  await portkit.network.switchNetwork(caipNetworkId)
}
