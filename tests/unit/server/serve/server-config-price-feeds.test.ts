import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainSource } from '../../../../server/data-api/chain-source.ts'
import { checkServerConfig, type PortkitServerConfig } from '../../../../server/serve/server-config.ts'

const FEED: Address = '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419'
const chain: ChainSource = {
  chainId: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrl: 'https://rpc.example.com',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: { address: FEED } },
  tokens: [],
}
const config = (extra: Partial<PortkitServerConfig>): PortkitServerConfig => ({
  publicUrl: 'https://portkit.example.com',
  chains: [chain],
  ...extra,
})
const refusal = (extra: Partial<PortkitServerConfig>) => {
  try {
    checkServerConfig(config(extra))
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('server config: price feeds', () => {
  it('takes feeds read on a served chain, its own by default', () => {
    expect(refusal({ fiatPriceFeeds: { eur: { chainId: 1, address: FEED, maxAgeSeconds: 90_000 } } })).toBe(
      undefined,
    )
  })

  it('refuses a fiat feed without a served chain, a bad address, a bad code or a non-positive max age', () => {
    expect(refusal({ fiatPriceFeeds: { eur: { chainId: 8453, address: FEED } } })).toMatch(
      /^fiatPriceFeeds\.eur\.chainId must name one of the served chains/,
    )
    expect(refusal({ fiatPriceFeeds: { eur: { chainId: 1, address: '0x12' } } })).toMatch(
      /^fiatPriceFeeds\.eur\.address must be an EVM address/,
    )
    expect(refusal({ fiatPriceFeeds: { EUR: { chainId: 1, address: FEED } } })).toMatch(
      /^fiatPriceFeeds\.EUR must be keyed by a lower-case currency code/,
    )
    const stale = {
      ...chain,
      nativeCurrency: { ...chain.nativeCurrency, priceFeed: { address: FEED, maxAgeSeconds: 0 } },
    } as ChainSource
    expect(refusal({ chains: [stale] })).toMatch(
      /^chains\[0\]\.nativeCurrency\.priceFeed\.maxAgeSeconds must be a positive number of seconds/,
    )
  })

  it('refuses a Solana feed read on a chain it does not serve', () => {
    const solana = {
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      rpcUrl: 'https://solana.example.com',
      tokens: [],
      nativePriceFeed: { chainId: 8453, address: FEED },
    }
    expect(refusal({ solana })).toMatch(
      /^solana\.nativePriceFeed\.chainId must name one of the served chains/,
    )
  })
})
