import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, type AnvilNode } from '../../../devnet/anvil.ts'
import { testAccounts } from '../../../devnet/accounts.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { deployPriceFeed, feedAnswer, setFeedAnswer } from '../../support/price-feeds.ts'
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts'
import { countingNode } from '../../support/counting-node.ts'

/**
 * Spec 9 caches balances 30 s; the data API keeps each price feed's answer as long: a price asked again
 * within 30 s costs no call to the chain's node, and a new answer shows once the 30 s are over.
 */
const CHAIN_ID = 31_343
const owner = testAccounts(1)[0]!.address

let anvil: AnvilNode
let node: Awaited<ReturnType<typeof countingNode>>
let database: TestDatabase
let db: DevnetDb
let server: RunningServer
let feed: Address

beforeAll(async () => {
  ;[anvil, database] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), createTestDatabase()])
  db = await openDevnetDb(database.url === undefined ? {} : { databaseUrl: database.url })
  node = await countingNode(anvil.rpcUrl)
  feed = await deployPriceFeed(anvil.rpcUrl, owner, 3_000)
  const chain = createServedChain({
    chainId: CHAIN_ID,
    caipNetworkId: `eip155:${CHAIN_ID}`,
    name: 'Cached',
    rpcUrl: node.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: { address: feed } },
    tokens: [],
  })
  server = await startDataApi({ chains: [chain], db, catalogueUrl: 'http://127.0.0.1:1' })
})
afterEach(() => vi.useRealTimers())
afterAll(async () => {
  await server?.close()
  await db?.close()
  await node?.close()
  await Promise.all([anvil?.stop(), database?.drop()])
})

async function ethPrice(): Promise<number | undefined> {
  const response = await fetch(`${server.url}/v1/fungible/price?projectId=p&st=portkit&sv=test`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      currency: 'usd',
      projectId: 'p',
      addresses: [`eip155:${CHAIN_ID}:${NATIVE_TOKEN_ADDRESS}`],
    }),
  })
  const { fungibles } = (await response.json()) as { fungibles: { price: number }[] }
  return fungibles[0]?.price
}

describe('spec 9: a price feed is read at most once per 30 s', () => {
  it('the second read within 30 s makes no call to the node; after 31 s a new answer shows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const before = node.requests()
    expect(await ethPrice()).toBe(3_000)
    expect(node.requests() - before).toBe(1)
    expect(await ethPrice()).toBe(3_000)
    expect(node.requests() - before).toBe(1)

    await setFeedAnswer(anvil.rpcUrl, owner, feed, feedAnswer(3_100))
    vi.setSystemTime(Date.now() + 29_000)
    expect(await ethPrice()).toBe(3_000)
    vi.setSystemTime(Date.now() + 2_000)
    expect(await ethPrice()).toBe(3_100)
    expect(node.requests() - before).toBe(2)
  })
})
