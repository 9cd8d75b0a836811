import {
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { deployUniswap } from '../../../devnet/contracts/deploy-uniswap.ts'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import { placeMulticall3 } from '../../../devnet/contracts/multicall3.ts'
import { contractDeployer, createRawTxSender } from '../../../devnet/contracts/raw-tx-sender.ts'
import { loadUniswapArtifacts } from '../../../devnet/contracts/uniswap-artifacts.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import type { UniswapV3Source } from '../../../server/data-api/chain-source.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { sendAs } from '../../support/anvil-contracts.ts'
import { deployPriceFeed } from '../../support/price-feeds.ts'
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts'
import { COMMON_QUERY, contractClient } from './contract-client.ts'

/**
 * Issue 28's acceptance: the data API pointed at a chain that has only what a public chain has — Multicall3
 * at its canonical address, AggregatorV3 feeds, Uniswap v3 from its published artifacts, one ERC-20 and a
 * node with the Otterscan namespace — and none of the devnet's fixtures, gives balances, prices, a quote and a
 * history page.
 */
const CHAIN_ID = 31_380
const CHAIN = `eip155:${CHAIN_ID}`
const accounts = testAccounts(10)
const deployer = accounts[9]!
const holder = accounts[1]!
const friend = accounts[2]!
const TOKEN = { name: 'Test Dollar', symbol: 'TUSD', decimals: 6, priceUsd: 2 }

let anvil: AnvilNode
let database: TestDatabase
let db: DevnetDb
let server: RunningServer
let call: ReturnType<typeof contractClient>
let token: Address
let paid: Hex

async function deployChainParts(rpcUrl: string): Promise<UniswapV3Source> {
  await placeMulticall3(rpcUrl)
  // From `deployer` over raw transactions, as the devnet deploys.
  const sender = createRawTxSender(createPublicClient({ transport: http(rpcUrl) }), CHAIN_ID)
  const deploy = contractDeployer(sender, deployer)
  token = await deploy(
    encodeDeployData({
      abi: fixtureTokenArtifact.abi,
      bytecode: fixtureTokenArtifact.bytecode,
      args: [TOKEN.name, TOKEN.symbol, TOKEN.decimals],
    }),
  )
  const uniswap = loadUniswapArtifacts()
  if (!('artifacts' in uniswap)) throw new Error(`missing ${uniswap.missing.join(', ')}`)
  const spec = { ...TOKEN, address: token, spam: false, perAccount: 0, poolNative: 10, onrampReserve: 0 }
  const uniswapV3 = await deployUniswap(uniswap.artifacts, deploy, sender, deployer, [spec])
  await sender.confirmAll()
  return uniswapV3
}

beforeAll(async () => {
  ;[anvil, database] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), createTestDatabase()])
  db = await openDevnetDb(database.url === undefined ? {} : { databaseUrl: database.url })
  const uniswapV3 = await deployChainParts(anvil.rpcUrl)
  const ethFeed = await deployPriceFeed(anvil.rpcUrl, deployer.address, 3_000)
  const tokenFeed = await deployPriceFeed(anvil.rpcUrl, deployer.address, TOKEN.priceUsd)
  // The holder gets 150 TUSD, then pays a friend 0.5 ETH: a balance to read and a transaction to list.
  await sendAs(anvil.rpcUrl, {
    from: deployer.address,
    to: token,
    data: encodeFunctionData({
      abi: fixtureTokenArtifact.abi,
      functionName: 'mint',
      args: [holder.address, parseUnits('150', TOKEN.decimals)],
    }),
  })
  paid = (
    await sendAs(anvil.rpcUrl, {
      from: holder.address,
      to: friend.address,
      value: `0x${parseEther('0.5').toString(16)}`,
    })
  ).hash
  const chain = createServedChain({
    chainId: CHAIN_ID,
    caipNetworkId: CHAIN,
    name: 'Public-like',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: { address: ethFeed } },
    tokens: [
      {
        ...TOKEN,
        address: token,
        priceFeed: { address: tokenFeed },
        spam: false,
        swappable: true,
        onramp: false,
      },
    ],
    uniswapV3,
  })
  server = await startDataApi({ chains: [chain], db, catalogueUrl: 'http://127.0.0.1:1' })
  call = contractClient(server.url, 'data-api')
})
afterAll(async () => {
  await server?.close()
  await db?.close()
  await Promise.all([anvil?.stop(), database?.drop()])
})

describe('the data API on a chain with only public protocols deployed', () => {
  it('balances: ETH and the token, priced from their feeds', async () => {
    const read = await call('GET', '/v1/account/{address}/balance', {
      path: { address: holder.address },
      query: { currency: 'usd', chainId: CHAIN },
    })
    expect(read.status).toBe(200)
    const balances = (read.body as { balances: { symbol: string; price: number; value?: number }[] }).balances
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', price: 3_000 }),
      expect.objectContaining({ symbol: 'TUSD', price: 2, value: 300 }),
    ])
  })

  it('prices: the token and ETH by CAIP-10 address', async () => {
    const read = await call('POST', '/v1/fungible/price', {
      body: {
        currency: 'usd',
        projectId: COMMON_QUERY.projectId,
        addresses: [`${CHAIN}:${token}`, `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`],
      },
    })
    expect((read.body as { fungibles: { symbol: string; price: number }[] }).fungibles).toEqual([
      expect.objectContaining({ symbol: 'TUSD', price: 2 }),
      expect.objectContaining({ symbol: 'ETH', price: 3_000 }),
    ])
  })

  it('a quote: 0.01 ETH buys about 15 TUSD through the Uniswap v3 pool', async () => {
    const read = await call('GET', '/v1/convert/quotes', {
      query: {
        amount: parseEther('0.01').toString(),
        userAddress: holder.address,
        from: `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`,
        to: `${CHAIN}:${token}`,
      },
    })
    const [quote] = (read.body as { quotes: { toAmount: string }[] }).quotes
    const bought = Number(quote!.toAmount) / 10 ** TOKEN.decimals
    // 30 USD of ETH at 2 USD a token, less the 0.05 % fee and a little price impact.
    expect(bought).toBeGreaterThan(14.9)
    expect(bought).toBeLessThan(15)
  })

  it("a history page: the holder's payment, read through the node's ots_ search", async () => {
    const read = await call('GET', '/v1/account/{account}/history', { path: { account: holder.address } })
    expect(read.status).toBe(200)
    const page = read.body as { data: { metadata: { hash: string; operationType: string } }[]; next: unknown }
    expect(page.data.map((tx) => tx.metadata.hash)).toContain(paid)
    expect(page.data.find((tx) => tx.metadata.hash === paid)!.metadata.operationType).toBe('send')
  })
})
