import type { Network } from '../core/types.ts'

/**
 * The two local anvil chains that `portkit dev` starts. The RPC URLs here are placeholders: the
 * generator replaces them with the real ones from `.portkit/devnet.json` (ports are picked at start).
 * Marked as non-testnets because they stand in for production chains during development.
 */
function devnetChain(id: number, name: string, slug: string): Network {
  return {
    id,
    name,
    network: slug,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: false,
  }
}

export const devnetAlpha = devnetChain(31337, 'Portkit Devnet Alpha', 'devnet-alpha')
export const devnetBeta = devnetChain(31338, 'Portkit Devnet Beta', 'devnet-beta')
