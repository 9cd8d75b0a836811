import type { Address } from 'viem'

/**
 * An AggregatorV3 feed (Chainlink's interface: `decimals` + `latestRoundData`) that gives the price of one
 * whole unit of a currency in US dollars, e.g. Chainlink's ETH / USD feed.
 */
export interface PriceFeed {
  address: Address
  /**
   * The served EVM chain (one of `chains`) whose node the feed is read from. Default: the chain of the
   * currency it prices; required for Solana currencies and fiat feeds, which have no EVM chain of their own.
   */
  chainId?: number
  /**
   * An answer older than this many seconds is no price. Default DEFAULT_FEED_MAX_AGE_SECONDS; set it a
   * little above the feed's heartbeat (e.g. 3900 for a feed updated at least hourly).
   */
  maxAgeSeconds?: number
}

/** A feed with the chain it is read from named: Solana currencies and fiat currencies use these. */
export interface PriceFeedOnChain extends PriceFeed {
  chainId: number
}

/**
 * 25 hours: just above the one-day heartbeat of slow Chainlink feeds (USDC / USD on Ethereum), so they stay
 * priced between updates; a feed silent for longer than a day is no price. Faster feeds (ETH / USD: hourly)
 * are better checked with their own `maxAgeSeconds`.
 */
export const DEFAULT_FEED_MAX_AGE_SECONDS = 25 * 60 * 60

/** A feed's chain, defaulting to the chain of the currency it prices. */
export const feedOnChain = (chainId: number, feed: PriceFeed | undefined): PriceFeedOnChain | undefined =>
  feed && { ...feed, chainId: feed.chainId ?? chainId }
