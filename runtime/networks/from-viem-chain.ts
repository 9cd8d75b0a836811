import type { Chain } from 'viem'
import type { Network } from '../core/types.ts'

/** Turns a viem chain definition into the Network entity of spec section 3. */
export function fromViemChain(chain: Chain, slug: string): Network {
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    name: chain.name,
    network: slug,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    testnet: chain.testnet === true,
  }
}
