import type { Chain } from 'viem'
import type { Network, NetworkContracts } from '../core/types.ts'

/** Turns a viem chain definition into the Network entity of spec section 3. */
export function fromViemChain(chain: Chain, slug: string): Network {
  const explorer = chain.blockExplorers?.default
  const contracts = readContracts(chain)
  return {
    id: chain.id,
    name: chain.name,
    network: slug,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(contracts ? { contracts } : {}),
    testnet: chain.testnet === true,
  }
}

/** The contracts Portkit reads through, by address only (a read at an old block is never asked). */
function readContracts(chain: Chain): NetworkContracts | undefined {
  const { multicall3, ensUniversalResolver } = chain.contracts ?? {}
  if (!multicall3 && !ensUniversalResolver) return undefined
  return {
    ...(multicall3 ? { multicall3: { address: multicall3.address } } : {}),
    ...(ensUniversalResolver ? { ensUniversalResolver: { address: ensUniversalResolver.address } } : {}),
  }
}
