import { formatUnits } from 'viem'
import { connectedAddress, targetNetwork, type ActionHost } from './context.ts'
import type { Balance, GetBalanceParameters } from './types.ts'

/** The native balance, or an ERC20 token's, of the connected account (or `address`) on the active network. */
export async function getBalance(
  portkit: ActionHost,
  parameters: GetBalanceParameters = {},
): Promise<Balance> {
  const { adapter, network } = targetNetwork(portkit, parameters.caipNetworkId)
  const address = parameters.address ?? connectedAddress(portkit, network)
  const balance = await adapter.getBalance(address, network, parameters.token)
  return { ...balance, formatted: formatUnits(balance.value, balance.decimals) }
}
