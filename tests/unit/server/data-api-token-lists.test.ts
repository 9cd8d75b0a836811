import { createServer, type Server } from 'node:http'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { placeMulticall3 } from '../../../devnet/contracts/multicall3.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { createChainTokenLists } from '../../../server/data-api/token-lists/chain-token-lists.ts'
import { DEFAULT_TOKEN_LISTS } from '../../../server/data-api/token-lists/default-token-lists.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { deployFixtureToken } from '../../support/anvil-contracts.ts'
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts'
import { contractClient } from './contract-client.ts'

/**
 * Issue 28, Deliver 1: balances read the tokens of each chain's token lists (Token Lists standard, by URL or
 * file) besides the configured ones; a malformed entry, an entry of another chain and a list that cannot be
 * read add nothing; without `tokenLists` a chain has Portkit's default list.
 */
const CHAIN_ID = 31_390
const CHAIN = `eip155:${CHAIN_ID}`
const holder = testAccounts(1)[0]!.address
let anvil: AnvilNode
let database: TestDatabase
let db: DevnetDb
let api: RunningServer
let lists: Server
let folder: string
const tokens: Address[] = []

const entry = (address: Address, symbol: string, extra: Record<string, unknown> = {}) => ({
  chainId: CHAIN_ID,
  address,
  name: `Listed ${symbol}`,
  symbol,
  decimals: 18,
  ...extra,
})

beforeAll(async () => {
  ;[anvil, database] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), createTestDatabase()])
  await placeMulticall3(anvil.rpcUrl)
  // One after the other: one account's deployments share its nonces.
  for (let i = 0; i < 4; i++)
    tokens.push(await deployFixtureToken(anvil.rpcUrl, holder, parseEther(`${i + 1}`)))
  const [byUrl, byFile, tooManyDecimals, otherChain] = tokens as [Address, Address, Address, Address]
  const urlList = {
    name: 'Test list',
    tokens: [
      entry(byUrl, 'URL'),
      entry(tooManyDecimals, 'BAD', { decimals: 300 }),
      entry(otherChain, 'OTHER', { chainId: 1 }),
      { chainId: CHAIN_ID, address: 'not an address', name: 'X', symbol: 'X', decimals: 18 },
    ],
  }
  lists = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(urlList))
  })
  await new Promise<void>((resolve) => lists.listen(0, '127.0.0.1', resolve))
  folder = await mkdtemp(join(tmpdir(), 'portkit-token-list-'))
  await writeFile(join(folder, 'list.json'), JSON.stringify({ tokens: [entry(byFile, 'FILE')] }))
  db = await openDevnetDb(database.url === undefined ? {} : { databaseUrl: database.url })
  const chain = createServedChain({
    chainId: CHAIN_ID,
    caipNetworkId: CHAIN,
    name: 'Listed',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    tokenLists: [
      `http://127.0.0.1:${(lists.address() as AddressInfo).port}/list.json`,
      join(folder, 'list.json'),
      'http://127.0.0.1:1/unreachable.json',
    ],
  })
  api = await startDataApi({ chains: [chain], db, catalogueUrl: 'http://127.0.0.1:1' })
})
afterAll(async () => {
  await api?.close()
  await db?.close()
  await new Promise((resolve) => lists?.close(resolve))
  await rm(folder, { recursive: true, force: true })
  await Promise.all([anvil?.stop(), database?.drop()])
})

describe('token lists in the balances', () => {
  it('reads the well-formed tokens of this chain from a URL list and a file list, unpriced; the rest add nothing', async () => {
    const read = await contractClient(api.url, 'data-api')('GET', '/v1/account/{address}/balance', {
      path: { address: holder },
      query: { currency: 'usd', chainId: CHAIN },
    })
    expect(read.status).toBe(200)
    const rows = (read.body as { balances: { symbol: string; name: string; price: number }[] }).balances
    expect(rows.map((row) => row.symbol)).toEqual(['ETH', 'URL', 'FILE'])
    expect(rows[1]).toMatchObject({ name: 'Listed URL', price: 0 })
  })

  it("a chain without tokenLists has Portkit's default list of its chain; [] has none", async () => {
    const lists = createChainTokenLists()
    const on = (chainId: number, tokenLists?: string[]) =>
      lists.tokensOf(
        createServedChain({
          chainId,
          caipNetworkId: `eip155:${chainId}`,
          name: 'x',
          rpcUrl: 'http://127.0.0.1:1',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [],
          ...(tokenLists ? { tokenLists } : {}),
        }),
      )
    expect((await on(1)).map((token) => token.symbol)).toEqual(['USDC', 'USDT', 'DAI', 'WETH', 'WBTC'])
    expect(await on(1, [])).toEqual([])
    expect(await on(31_337)).toEqual([])
  })

  it('every address of the default lists is in its checksummed form', () => {
    for (const list of Object.values(DEFAULT_TOKEN_LISTS))
      for (const { address } of list) expect(address).toBe(getAddress(address))
  })
})
