/**
 * The devnet's market: the USD prices its price feeds (DevnetPriceFeed, one per priced currency on every
 * devnet chain) start with, besides the fixture tokens' own (FIXTURE_TOKENS' `priceUsd`). The data API
 * reads them like mainnet feeds; tests move them with the feed's `setAnswer`.
 */
export const DEVNET_PRICES_USD = {
  ETH: 3_000,
  // USD per unit: 1 / 0.92 and 1 / 0.79, so the devnet keeps quoting 0.92 EUR and 0.79 GBP per USD.
  EUR: 1.08695652,
  GBP: 1.26582278,
  // The devnet's Solana currencies are priced from feeds on its first EVM chain, as Chainlink publishes
  // SOL / USD on Ethereum.
  SOL: 150,
  PSUSD: 1,
} as const

/** Like Chainlink's USD feeds. */
export const DEVNET_FEED_DECIMALS = 8

/**
 * Nobody updates the devnet's feeds on a heartbeat (tests post answers when they need a move), so their
 * answers stay good for as long as a devnet runs.
 */
export const DEVNET_FEED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
