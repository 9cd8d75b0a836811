import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../plugins/swap/constants.ts'
import { publicGatewayRequest } from './ccip-read-guard.ts'
import type { ChainSource } from './chain-source.ts'
import { feedOnChain, type PriceFeedOnChain } from './prices/price-feed.ts'

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
      ccipRead: { request: publicGatewayRequest },
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
  /** Its USD feed with the chain it is read from; undefined when it has none (it has no price). */
  priceFeed: PriceFeedOnChain | undefined
  spam: boolean
}

export function knownFungibles(chain: ServedChain): KnownFungible[] {
  const { name, symbol, decimals, priceFeed } = chain.nativeCurrency
  return [
    {
      address: NATIVE_TOKEN_ADDRESS,
      native: true,
      spam: false,
      name,
      symbol,
      decimals,
      priceFeed: feedOnChain(chain.chainId, priceFeed),
    },
    ...chain.tokens.map(({ address, name, symbol, decimals, priceFeed, spam }) => ({
      address,
      native: false,
      name,
      symbol,
      decimals,
      priceFeed: feedOnChain(chain.chainId, priceFeed),
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
