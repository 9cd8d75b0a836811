import { defineChain, type Chain } from 'viem'
import type { Network } from '../../core/types.ts'

/** The network as a viem chain whose RPC URLs are `rpcUrls` (the network's URLs under the config). */
export function toViemChain(network: Network, rpcUrls: readonly string[]): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrls } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet,
  })
}
