import type { ServedChain } from '../served-chain.ts'
import { priceFromRound } from './feed-round.ts'
import { createFeedReader } from './feed-reader.ts'
import { DEFAULT_FEED_MAX_AGE_SECONDS, type PriceFeedOnChain } from './price-feed.ts'

/** Where every price of the data API comes from: the configured AggregatorV3 feeds, read now (cached 30 s). */
export interface PriceSource {
  /** The fiat currencies prices are given in, lower case: usd, then those with a feed. */
  fiatCurrencies: readonly string[]
  /** USD per whole unit from each feed, in order; undefined where there is no feed or no trustworthy answer. */
  usdPrices(feeds: (PriceFeedOnChain | undefined)[]): Promise<(number | undefined)[]>
  /** USD per unit of a fiat currency (1 for usd); undefined when its feed gives no price or it has none. */
  usdPerFiat(currency: string): Promise<number | undefined>
}

/**
 * The price source over the served chains' nodes. `fiatFeeds` names the USD feed of each other fiat
 * currency by its lower-case code (e.g. `eur`: a EUR / USD feed).
 */
export function createPriceSource(
  chains: ServedChain[],
  fiatFeeds: Readonly<Record<string, PriceFeedOnChain>> = {},
): PriceSource {
  const reader = createFeedReader(new Map(chains.map((chain) => [chain.chainId, chain.client])))
  const usdPrices = async (feeds: (PriceFeedOnChain | undefined)[]) => {
    const wanted = feeds.filter((feed) => feed !== undefined)
    const rounds = await reader.latestRounds(wanted)
    const nowSeconds = Math.floor(Date.now() / 1000)
    const prices = new Map(
      wanted.map((feed, i) => {
        const round = rounds[i]
        const maxAge = feed.maxAgeSeconds ?? DEFAULT_FEED_MAX_AGE_SECONDS
        return [feed, round && priceFromRound(round, maxAge, nowSeconds)] as const
      }),
    )
    return feeds.map((feed) => feed && prices.get(feed))
  }
  return {
    fiatCurrencies: ['usd', ...Object.keys(fiatFeeds).filter((code) => code !== 'usd')],
    usdPrices,
    async usdPerFiat(currency) {
      const code = currency.toLowerCase()
      if (code === 'usd') return 1
      // Own keys only: a code such as `constructor` is no currency.
      if (!Object.hasOwn(fiatFeeds, code)) return undefined
      const [price] = await usdPrices([fiatFeeds[code]])
      return price
    },
  }
}
