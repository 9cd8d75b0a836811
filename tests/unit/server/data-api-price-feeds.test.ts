import { type Address } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilNode } from '../../../devnet/anvil.ts'
import { testAccounts } from '../../../devnet/accounts.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import type { ChainSource, TokenSource } from '../../../server/data-api/chain-source.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import type { PriceFeed } from '../../../server/data-api/prices/price-feed.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { deployFixtureToken } from '../../support/anvil-contracts.ts'
import { deployPriceFeed, feedAnswer, setFeedAnswer, setFeedRound } from '../../support/price-feeds.ts'
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts'
import { contractClient, reasonNames } from './contract-client.ts'

/**
 * Prices from AggregatorV3 feeds on a real anvil: a feed whose answer must not be trusted, a token
 * without a feed and a chain whose node is down all give no price, and the endpoints still answer.
 */
const LIVE = 31_341
const DOWN = 31_342
const HOUR = 3_600
const owner = testAccounts(1)[0]!.address

/** Each token's feed: a good one, or one broken in one way. */
const TOKENS = ['GOOD', 'LAX', 'STALE', 'OLD', 'CARRIED', 'NEGATIVE', 'ZERO', 'NOTAFEED', 'NOFEED'] as const
type Symbol = (typeof TOKENS)[number]

let anvil: AnvilNode
let database: TestDatabase
let db: DevnetDb
let server: RunningServer
let call: ReturnType<typeof contractClient>
const tokens = {} as Record<Symbol, Address>

beforeAll(async () => {
  ;[anvil, database] = await Promise.all([startAnvil({ chainId: LIVE }), createTestDatabase()])
  db = await openDevnetDb(database.url === undefined ? {} : { databaseUrl: database.url })
  const rpc = anvil.rpcUrl
  const now = BigInt(Math.floor(Date.now() / 1000))
  const feed = (priceUsd: number) => deployPriceFeed(rpc, owner, priceUsd)
  const [eth, eur, good, stale, old, carried, negative, zero] = [
    await feed(3_000),
    await feed(1.25),
    await feed(2),
    await feed(2),
    await feed(2),
    await feed(2),
    await feed(2),
    await feed(0),
  ]
  // Two hours old: too old for a feed with an hourly heartbeat, fine for the default 25 h.
  await setFeedRound(rpc, owner, stale!, {
    answer: feedAnswer(2),
    updatedAt: now - 2n * BigInt(HOUR),
    answeredInRound: 0n,
  })
  // Older than the default 25 h.
  await setFeedRound(rpc, owner, old!, {
    answer: feedAnswer(2),
    updatedAt: now - 26n * BigInt(HOUR),
    answeredInRound: 0n,
  })
  // Round 2 carries round 1's answer over (answeredInRound 1 < roundId 2).
  await setFeedRound(rpc, owner, carried!, { answer: feedAnswer(2), updatedAt: now, answeredInRound: 1n })
  await setFeedAnswer(rpc, owner, negative!, -1n)
  for (const symbol of TOKENS) tokens[symbol] = await deployFixtureToken(rpc, owner, 10n ** 18n)

  const feeds: Record<Symbol, PriceFeed | undefined> = {
    GOOD: { address: good! },
    // The two-hour-old feed under the default maximum age, and under an hourly heartbeat.
    LAX: { address: stale! },
    STALE: { address: stale!, maxAgeSeconds: HOUR },
    OLD: { address: old! },
    CARRIED: { address: carried! },
    NEGATIVE: { address: negative! },
    ZERO: { address: zero! },
    // An account, not a contract: the call answers nothing a feed would.
    NOTAFEED: { address: privateKeyToAccount(generatePrivateKey()).address },
    NOFEED: undefined,
  }
  const token = (symbol: Symbol): TokenSource => ({
    address: tokens[symbol],
    name: symbol,
    symbol,
    decimals: 18,
    ...(feeds[symbol] ? { priceFeed: feeds[symbol] } : {}),
    spam: false,
    swappable: false,
    onramp: false,
  })
  const live: ChainSource = {
    chainId: LIVE,
    caipNetworkId: `eip155:${LIVE}`,
    name: 'Live',
    rpcUrl: rpc,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: { address: eth! } },
    tokens: TOKENS.map(token),
  }
  // Its node does not answer: nothing on it can be priced.
  const down: ChainSource = {
    chainId: DOWN,
    caipNetworkId: `eip155:${DOWN}`,
    name: 'Down',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: { address: eth! } },
    tokens: [],
  }
  server = await startDataApi({
    chains: [createServedChain(live), createServedChain(down)],
    fiatPriceFeeds: { eur: { chainId: LIVE, address: eur! }, gbp: { chainId: DOWN, address: eur! } },
    db,
    catalogueUrl: 'http://127.0.0.1:1',
  })
  call = contractClient(server.url, 'data-api')
})
afterAll(async () => {
  await server?.close()
  await db?.close()
  await Promise.all([anvil?.stop(), database?.drop()])
})

async function pricesOf(currency: string, addresses: string[]) {
  const read = await call('POST', '/v1/fungible/price', { body: { currency, projectId: 'p', addresses } })
  expect(read.status).toBe(200)
  const { fungibles } = read.body as { fungibles: { symbol: string; price: number }[] }
  return Object.fromEntries(fungibles.map(({ symbol, price }) => [symbol, price]))
}

const onLive = (address: string) => `eip155:${LIVE}:${address}`

describe('data API prices from AggregatorV3 feeds', () => {
  it('prices a token from a good feed and leaves out every token whose feed gives no trustworthy price', async () => {
    expect(
      await pricesOf(
        'usd',
        TOKENS.map((symbol) => onLive(tokens[symbol])),
      ),
    ).toEqual({
      GOOD: 2,
      LAX: 2,
    })
  })

  it('a feed older than its maxAgeSeconds is no price; the same answer within the default 25 h is', async () => {
    expect(await pricesOf('usd', [onLive(tokens.STALE)])).toEqual({})
    expect(await pricesOf('usd', [onLive(tokens.LAX)])).toEqual({ LAX: 2 })
    expect(await pricesOf('usd', [onLive(tokens.OLD)])).toEqual({})
  })

  it('converts to fiat with the fiat feed (USD per unit): 2 USD at 1.25 USD per EUR is 1.6 EUR', async () => {
    expect(await pricesOf('EUR', [onLive(NATIVE_TOKEN_ADDRESS), onLive(tokens.GOOD)])).toEqual({
      ETH: 2_400,
      GOOD: 1.6,
    })
  })

  it('refuses a currency without a fiat feed with a 400 naming it', async () => {
    const read = await call('POST', '/v1/fungible/price', {
      body: { currency: 'jpy', projectId: 'p', addresses: [onLive(tokens.GOOD)] },
    })
    expect([read.status, reasonNames(read)]).toEqual([400, ['body.currency']])
    expect(JSON.stringify(read.body)).toContain('this server prices usd, eur, gbp')
  })

  it('still answers when a node is down: what is read there has no price, the rest does', async () => {
    expect(
      await pricesOf('usd', [`eip155:${DOWN}:${NATIVE_TOKEN_ADDRESS}`, onLive(NATIVE_TOKEN_ADDRESS)]),
    ).toEqual({ ETH: 3_000 })
    // The GBP feed is read on the node that is down: no price is known in GBP.
    expect(await pricesOf('gbp', [onLive(NATIVE_TOKEN_ADDRESS)])).toEqual({})
  })

  it('balance rows without a price carry price 0 and no value; the others their value', async () => {
    const read = await call('GET', '/v1/account/{address}/balance', {
      path: { address: owner },
      query: { currency: 'usd', chainId: `eip155:${LIVE}` },
    })
    expect(read.status).toBe(200)
    const rows = (read.body as { balances: { symbol: string; price: number; value?: number }[] }).balances
    const bySymbol = Object.fromEntries(rows.map(({ symbol, price, value }) => [symbol, { price, value }]))
    expect(bySymbol.GOOD).toEqual({ price: 2, value: 2 })
    for (const symbol of TOKENS.filter((symbol) => symbol !== 'GOOD' && symbol !== 'LAX'))
      expect(bySymbol[symbol], symbol).toEqual({ price: 0, value: undefined })
  })
})
