import { connectedWallet, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { CapabilitiesByChain, GetCapabilitiesParameters } from './types.ts'

/**
 * What the connected wallet supports, per chain id (EIP-5792 wallet_getCapabilities; spec section 7:
 * `assetDiscovery` per chain id). A wallet without EIP-5792 has none: an empty object.
 */
export async function getCapabilities<H extends ActionHost>(
  portkit: H & Capable<H, 'callBatches'>,
  parameters: GetCapabilitiesParameters = {},
): Promise<CapabilitiesByChain> {
  const { adapter, wallet } = connectedWallet(portkit)
  return withCapability(adapter, 'callBatches', 'wallet_getCapabilities').getCapabilities(wallet, parameters)
}
