import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../plugins/swap/constants.ts'
import type { ChainSource } from './chain-source.ts'

/** A configured chain as the data API uses it: the source plus a client of its node. */
export interface ServedChain extends ChainSource {
  client: PublicClient
}

export function createServedChain(source: ChainSource): ServedChain {
  return {
    ...source,
    // JSON-RPC batching: the reads a handler starts together (an account's balance of every token) go to
    // the node in one HTTP request.
    client: createPublicClient({
      transport: http(source.rpcUrl, { batch: true, retryCount: 0, timeout: 10_000 }),
    }),
  }
}

/** A fungible the data API can price: the native currency (placeholder address) or a known token. */
export interface KnownFungible {
  address: Address
  native: boolean
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  spam: boolean
}

export function knownFungibles(chain: ServedChain): KnownFungible[] {
  const { name, symbol, decimals, priceUsd } = chain.nativeCurrency
  return [
    { address: NATIVE_TOKEN_ADDRESS, native: true, spam: false, name, symbol, decimals, priceUsd },
    ...chain.tokens.map(({ address, name, symbol, decimals, priceUsd, spam }) => ({
      address,
      native: false,
      name,
      symbol,
      decimals,
      priceUsd,
      spam,
    })),
  ]
}

export function findFungible(chain: ServedChain, address: string): KnownFungible | undefined {
  const wanted = address.toLowerCase()
  return knownFungibles(chain).find((fungible) => fungible.address.toLowerCase() === wanted)
}

export function findChain(chains: ServedChain[], caipNetworkId: string): ServedChain | undefined {
  return chains.find((chain) => chain.caipNetworkId === caipNetworkId)
}
