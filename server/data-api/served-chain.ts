import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import type { DeployedFixtures, DeployedToken } from '../../devnet/contracts/deploy-fixtures.ts'
import { NATIVE_CURRENCY, NATIVE_TOKEN_ADDRESS } from '../../devnet/contracts/fixture-tokens.ts'

/** A devnet chain as the data API sees it: its node, and the fixture contracts deployed on it. */
export interface ServedChain {
  chainId: number
  caipNetworkId: string
  name: string
  rpcUrl: string
  client: PublicClient
  tokens: DeployedToken[]
  swapRouter: Address
  /** The smart-session code accounts delegate to (EIP-7702). */
  sessionAccount: Address
}

export interface ServedChainInput {
  chainId: number
  caipNetworkId: string
  name: string
  rpcUrl: string
}

export function createServedChain(chain: ServedChainInput, fixtures: DeployedFixtures): ServedChain {
  return {
    ...chain,
    client: createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }) }),
    tokens: fixtures.tokens,
    swapRouter: fixtures.swapRouter,
    sessionAccount: fixtures.sessionAccount,
  }
}

/** A fungible the data API can price: the native currency (placeholder address) or a fixture token. */
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
  return [
    { address: NATIVE_TOKEN_ADDRESS, native: true, spam: false, ...NATIVE_CURRENCY },
    ...chain.tokens.map((token) => ({ ...token, native: false })),
  ]
}

export function findFungible(chain: ServedChain, address: string): KnownFungible | undefined {
  const wanted = address.toLowerCase()
  return knownFungibles(chain).find((fungible) => fungible.address.toLowerCase() === wanted)
}

export function findChain(chains: ServedChain[], caipNetworkId: string): ServedChain | undefined {
  return chains.find((chain) => chain.caipNetworkId === caipNetworkId)
}
