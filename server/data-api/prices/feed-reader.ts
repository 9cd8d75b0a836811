import type { Address, PublicClient } from 'viem'
import { multicall } from 'viem/actions'
import { CACHE_EXPIRY_MS } from '../../../runtime/core/constants.ts'
import { AGGREGATOR_V3_ABI } from '../../contracts/aggregator-v3.ts'
import type { FeedRound } from './feed-round.ts'
import type { PriceFeedOnChain } from './price-feed.ts'

/** Multicall3's canonical address, where it is deployed on the EVM chains (the devnet places it there too). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Spec section 9: the runtime keeps a balance 30 s, so a fresher price would not show anyway; a feed's
 * answer is kept as long, and a busy page costs one read per feed and half minute.
 */
export const FEED_CACHE_MS = CACHE_EXPIRY_MS.balance

export interface FeedReader {
  /** Each feed's latest round, in order; undefined where it could not be read (node down, not a feed). */
  latestRounds(feeds: PriceFeedOnChain[]): Promise<(FeedRound | undefined)[]>
}

interface Cached {
  readAt: number
  round: Promise<FeedRound | undefined>
}

/**
 * Reads feeds over the chains' nodes, all feeds of one chain in one Multicall3 call, and keeps each round
 * FEED_CACHE_MS in memory (public chain data: nothing is lost on a restart). Rounds that could not be read
 * are not kept, so the next request tries again.
 */
export function createFeedReader(clients: ReadonlyMap<number, PublicClient>): FeedReader {
  const cache = new Map<string, Cached>()
  const keyOf = (feed: PriceFeedOnChain) => `${feed.chainId}:${feed.address.toLowerCase()}`
  const isFresh = (key: string) => {
    const cached = cache.get(key)
    return cached !== undefined && Date.now() - cached.readAt < FEED_CACHE_MS
  }

  function readChain(chainId: number, feeds: PriceFeedOnChain[]): void {
    const client = clients.get(chainId)
    const rounds = client
      ? readRounds(
          client,
          feeds.map((feed) => feed.address),
        ).catch(() => feeds.map(() => undefined))
      : Promise.resolve(feeds.map(() => undefined))
    feeds.forEach((feed, i) => {
      const key = keyOf(feed)
      const round = rounds.then((read) => read[i])
      const cached = { readAt: Date.now(), round }
      cache.set(key, cached)
      void round.then((read) => {
        if (read === undefined && cache.get(key) === cached) cache.delete(key)
      })
    })
  }

  return {
    latestRounds(feeds) {
      const missing = new Map<string, PriceFeedOnChain>()
      for (const feed of feeds) if (!isFresh(keyOf(feed))) missing.set(keyOf(feed), feed)
      const chainIds = new Set([...missing.values()].map((feed) => feed.chainId))
      for (const chainId of chainIds)
        readChain(
          chainId,
          [...missing.values()].filter((feed) => feed.chainId === chainId),
        )
      return Promise.all(feeds.map((feed) => cache.get(keyOf(feed))!.round))
    },
  }
}

/** `decimals` and `latestRoundData` of each feed in one call; a failed call (or a failed node) gives undefined. */
async function readRounds(client: PublicClient, feeds: Address[]): Promise<(FeedRound | undefined)[]> {
  const results = await multicall(client, {
    multicallAddress: MULTICALL3_ADDRESS,
    allowFailure: true,
    contracts: feeds.flatMap((address) => [
      { address, abi: AGGREGATOR_V3_ABI, functionName: 'decimals' } as const,
      { address, abi: AGGREGATOR_V3_ABI, functionName: 'latestRoundData' } as const,
    ]),
  })
  return feeds.map((_, i) => {
    const decimals = results[2 * i]!
    const latest = results[2 * i + 1]!
    if (decimals.status === 'failure' || latest.status === 'failure') return undefined
    // The calls alternate, so each result's type is the union of both; the index says which it is.
    type LatestRound = readonly [bigint, bigint, bigint, bigint, bigint]
    const [roundId, answer, , updatedAt, answeredInRound] = latest.result as LatestRound
    return { decimals: decimals.result as number, roundId, answer, updatedAt, answeredInRound }
  })
}
