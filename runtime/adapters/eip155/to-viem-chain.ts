import { defineChain, type Address, type Chain } from 'viem'
import { BASE_FEE_MULTIPLIER } from '../../core/constants.ts'
import type { Network } from '../../core/types.ts'

/** The network as a viem chain whose RPC URLs are `rpcUrls` (the network's URLs under the config). */
export function toViemChain(network: Network, rpcUrls: readonly string[]): Chain {
  const { multicall3, ensUniversalResolver } = network.contracts ?? {}
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrls } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    // viem's multicall and ENS actions find their contracts here.
    contracts: {
      ...(multicall3 ? { multicall3: { address: multicall3.address as Address } } : {}),
      ...(ensUniversalResolver
        ? { ensUniversalResolver: { address: ensUniversalResolver.address as Address } }
        : {}),
    },
    testnet: network.testnet,
    fees: { baseFeeMultiplier: BASE_FEE_MULTIPLIER },
  })
}
