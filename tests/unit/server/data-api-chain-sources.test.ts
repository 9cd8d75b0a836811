import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaChainSource } from '../../../server/data-api/chain-source.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts'
import { contractClient } from './contract-client.ts'

/**
 * The data API on sources an operator configures (`portkit serve`), not the devnet's: a Solana source that
 * reads its balances asynchronously, as one backed by a Solana RPC node does.
 */
const SOLANA = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
const OWNER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY9NQYkfmAYfUb1c'

/** Answers a little later, like a getBalance and a getTokenAccountsByOwner over the network. */
const rpcLikeSolana: SolanaChainSource = {
  caipNetworkId: SOLANA,
  name: 'Solana',
  rpcUrl: 'http://127.0.0.1:1',
  tokens: [{ address: MINT, name: 'Tether USD', symbol: 'USDT', decimals: 6, priceUsd: 1 }],
  async balances(owner) {
    await sleep(20)
    return owner === OWNER
      ? { lamports: 2_500_000_000n, tokens: [7_250_000n] }
      : { lamports: 0n, tokens: [0n] }
  },
}

let database: TestDatabase
let db: DevnetDb
let dataApi: RunningServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  database = await createTestDatabase()
  db = await openDevnetDb(database.url === undefined ? {} : { databaseUrl: database.url })
  dataApi = await startDataApi({ chains: [], solana: rpcLikeSolana, db, catalogueUrl: 'http://127.0.0.1:1' })
  call = contractClient(dataApi.url, 'data-api')
})
afterAll(async () => {
  await dataApi?.close()
  await db?.close()
  await database?.drop()
})

const balancesOf = async (address: string) => {
  const read = await call('GET', '/v1/account/{address}/balance', {
    path: { address },
    query: { currency: 'usd' },
  })
  expect(read.status).toBe(200)
  return (read.body as { balances: unknown[] }).balances
}

describe('data API on configured chain sources', () => {
  it('answers the balances a Solana source reads asynchronously, once they arrive', async () => {
    expect(await balancesOf(OWNER)).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: SOLANA,
        value: 375,
        quantity: { decimals: '9', numeric: '2.5' },
      }),
      expect.objectContaining({
        symbol: 'USDT',
        address: `${SOLANA}:${MINT}`,
        value: 7.25,
        quantity: { decimals: '6', numeric: '7.25' },
      }),
    ])
    expect(await balancesOf('GVg67LF2fYyhvfwuS8L9xJv6ZMM6urxhTEaW3w6Zy5hd')).toEqual([])
  })
})
