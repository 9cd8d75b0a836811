import { formatUnits } from 'viem'
import { untrustedRound } from '../../data-api/prices/feed-round.ts'
import type { FeedReader } from '../../data-api/prices/feed-reader.ts'
import { DEFAULT_FEED_MAX_AGE_SECONDS, type PriceFeedOnChain } from '../../data-api/prices/price-feed.ts'
import { fail, off, ok, type DoctorCheck } from './doctor-check.ts'

/** A currency whose USD feed the report checks: a chain's native currency or token, SOL, SPL, fiat. */
export interface PricedItem {
  subject: string
  symbol: string
  feed: PriceFeedOnChain | undefined
}

/**
 * Each item's feed read now, with the data API's own trust rules (feed-round.ts); feeds on the chains of
 * `failedNodes` are not read.
 */
export async function checkPrices(
  reader: FeedReader,
  items: PricedItem[],
  failedNodes: ReadonlySet<number>,
): Promise<DoctorCheck[]> {
  const readable = (item: PricedItem) => item.feed !== undefined && !failedNodes.has(item.feed.chainId)
  const withFeed = items.filter(readable)
  const rounds = await reader.latestRounds(withFeed.map((item) => item.feed!))
  const nowSeconds = Math.floor(Date.now() / 1000)
  return items.map((item) => {
    const part = `price ${item.symbol}`
    if (!item.feed) return off(item.subject, part, 'no priceFeed: shown without a price')
    if (!readable(item))
      return fail(item.subject, part, `not read: the node of chain ${item.feed.chainId} failed its check`)
    const round = rounds[withFeed.indexOf(item)]
    const where = `feed ${item.feed.address} on chain ${item.feed.chainId}`
    if (!round)
      return fail(item.subject, part, `${where} could not be read (not a feed, or its node is down)`)
    const maxAge = item.feed.maxAgeSeconds ?? DEFAULT_FEED_MAX_AGE_SECONDS
    const untrusted = untrustedRound(round, maxAge, nowSeconds)
    if (untrusted) return fail(item.subject, part, `${where}: ${untrusted}; shown without a price`)
    const price = formatUnits(round.answer, round.decimals)
    const age = nowSeconds - Number(round.updatedAt)
    return ok(item.subject, part, `${price} USD, updated ${age} s ago`)
  })
}
