import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilNode } from '../../../devnet/anvil.ts'
import { testAccounts } from '../../../devnet/accounts.ts'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import { sessionAccountArtifact } from '../../../devnet/contracts/session-account.artifact.ts'
import { sendSessionGrant } from '../../../devnet/contracts/session-grants.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import { revokeSessionTypedData } from '../../../server/contracts/session-account.ts'
import type { ChainSource, SolanaChainSource } from '../../../server/data-api/chain-source.ts'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { deployPriceFeed } from '../../support/price-feeds.ts'
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts'
import { contractClient, reasonNames } from './contract-client.ts'
import { countingNode } from '../../support/counting-node.ts'
import { MULTICALL3_ADDRESS } from '../../../server/data-api/prices/feed-reader.ts'
import { DEVNET_SOLANA, DEVNET_SOLANA_GENESIS_HASH } from '../../../devnet/solana/solana-part.ts'
import { solanaTestAccounts } from '../../../devnet/solana/solana-accounts.ts'
import { startSolana, type SolanaNode } from '../../../devnet/solana/start-solana.ts'

/**
 * The data API on sources an operator configures (`portkit serve`), not the devnet's: an EVM chain that
 * serves balances only (no swap router, no session account) and a Solana source that reads its balances
 * asynchronously, as one backed by a Solana RPC node does.
 */
const CHAIN_ID = 31_339
const CHAIN = `eip155:${CHAIN_ID}`
const SOLANA = DEVNET_SOLANA.caipNetworkId
/** A funded devnet Solana account: 1000 SOL and 5000 of the SPL fixture token (PSUSD). */
const OWNER = solanaTestAccounts(1)[0]!.address

/**
 * A Solana chain served by a node's JSON-RPC (litesvm behind the devnet's Solana RPC stand-in): SOL and the
 * SPL token priced from feeds on the EVM chain.
 */
const solanaOn = (solana: SolanaNode, feeds: { sol: Address; usd: Address }): SolanaChainSource => ({
  caipNetworkId: SOLANA,
  name: 'Solana',
  rpcUrl: solana.rpcUrl,
  nativePriceFeed: { chainId: CHAIN_ID, address: feeds.sol },
  tokens: solana.tokens.map((token) => ({ ...token, priceFeed: { chainId: CHAIN_ID, address: feeds.usd } })),
})

const [holderKey, granterKey] = testAccounts(2).map((account) => account.privateKey)
const holder = privateKeyToAccount(holderKey!)
const granter = privateKeyToAccount(granterKey!)
let anvil: AnvilNode
let solana: SolanaNode
let node: Awaited<ReturnType<typeof countingNode>>
let database: TestDatabase
let db: DevnetDb
let token: Address
let sessionAccount: Address
let grantedPci: Hex
/** The chain without swap router and session account (and the Solana source). */
let balancesOnly: RunningServer
/** The same chain with its session account configured. */
let withSessions: RunningServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  let started: SolanaNode | undefined
  ;[anvil, database, started] = await Promise.all([
    startAnvil({ chainId: CHAIN_ID }),
    createTestDatabase(),
    startSolana(DEVNET_SOLANA_GENESIS_HASH),
  ])
  if (!started) throw new Error("litesvm's native build is not installed")
  solana = started
  db = await openDevnetDb(database.url === undefined ? {} : { databaseUrl: database.url })
  node = await countingNode(anvil.rpcUrl)
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'Balances only',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const wallet = (account: LocalAccount) =>
    createWalletClient({ account, chain, transport: http(anvil.rpcUrl) })
  const deployed = async (hash: Hex) =>
    getAddress((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress!)

  token = await deployed(
    await wallet(holder).deployContract({
      abi: fixtureTokenArtifact.abi,
      bytecode: fixtureTokenArtifact.bytecode,
      args: ['Side Token', 'SIDE', 4],
    }),
  )
  const minted = await wallet(holder).writeContract({
    address: token,
    abi: fixtureTokenArtifact.abi,
    functionName: 'mint',
    args: [holder.address, 123_4567n],
  })
  await client.waitForTransactionReceipt({ hash: minted, pollingInterval: 50 })
  sessionAccount = await deployed(
    await wallet(holder).deployContract({
      abi: sessionAccountArtifact.abi,
      bytecode: sessionAccountArtifact.bytecode,
    }),
  )
  ;({ pci: grantedPci } = await sendSessionGrant(wallet(granter), client, sessionAccount, {
    key: privateKeyToAccount(generatePrivateKey()).address,
    target: privateKeyToAccount(generatePrivateKey()).address,
    limit: parseEther('0.01'),
    expiry: Math.floor(Date.now() / 1000) + 3600,
    app: 'https://app.example',
    gasBudget: parseEther('0.001'),
  }))

  // One after the other: sends from one account at once would race for its nonce.
  const [ethFeed, sideFeed, solFeed, usdtFeed] = [
    await deployPriceFeed(anvil.rpcUrl, holder.address, 3_000),
    await deployPriceFeed(anvil.rpcUrl, holder.address, 2),
    await deployPriceFeed(anvil.rpcUrl, holder.address, 150),
    await deployPriceFeed(anvil.rpcUrl, holder.address, 1),
  ]
  const source: ChainSource = {
    chainId: CHAIN_ID,
    caipNetworkId: CHAIN,
    name: 'Balances only',
    rpcUrl: node.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: { address: ethFeed } },
    // Marked swappable: the missing router, not the token's flag, is what keeps it out of swaps.
    tokens: [
      {
        address: token,
        name: 'Side Token',
        symbol: 'SIDE',
        decimals: 4,
        priceFeed: { address: sideFeed },
        spam: false,
        swappable: true,
        onramp: false,
      },
    ],
  }
  const catalogueUrl = 'http://127.0.0.1:1'
  ;[balancesOnly, withSessions] = await Promise.all([
    startDataApi({
      chains: [createServedChain(source)],
      solana: solanaOn(solana, { sol: solFeed, usd: usdtFeed }),
      db,
      catalogueUrl,
    }),
    startDataApi({ chains: [createServedChain({ ...source, sessionAccount })], db, catalogueUrl }),
  ])
  call = contractClient(balancesOnly.url, 'data-api')
})
afterAll(async () => {
  await Promise.all([balancesOnly?.close(), withSessions?.close()])
  await db?.close()
  await node?.close()
  await Promise.all([anvil?.stop(), database?.drop(), solana?.stop()])
})

const balancesOf = async (address: string, query: Record<string, string> = {}) => {
  const read = await call('GET', '/v1/account/{address}/balance', {
    path: { address },
    query: { currency: 'usd', ...query },
  })
  expect(read.status).toBe(200)
  return (read.body as { balances: unknown[] }).balances
}

const caip = (address: string) => `${CHAIN}:${address}`

describe('data API on a chain configured without swap router and session account', () => {
  it('serves its balances, read in one request to its node, and its history', async () => {
    const before = node.requests()
    const callsBefore = node.calls().length
    expect(await balancesOf(holder.address, { chainId: CHAIN })).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: CHAIN }),
      expect.objectContaining({
        symbol: 'SIDE',
        address: caip(token),
        value: 246.91,
        quantity: { decimals: '4', numeric: '123.4567' },
      }),
    ])
    expect(node.requests() - before).toBe(1)
    // ETH and the token in one Multicall3 call (beside it, the same call reading the price feeds).
    const balanceCalls = node
      .calls()
      .slice(callsBefore)
      .map(({ method, params }) => `${method} ${(params[0] as { to?: string }).to?.toLowerCase()}`)
    expect(balanceCalls).toEqual([
      `eth_call ${MULTICALL3_ADDRESS.toLowerCase()}`,
      `eth_call ${MULTICALL3_ADDRESS.toLowerCase()}`,
    ])
    // The grant's logs are no ERC20 Transfers, so the history asks whether the (missing) router emitted them.
    const history = await call('GET', '/v1/account/{account}/history', {
      path: { account: granter.address },
    })
    expect(history.status).toBe(200)
    expect((history.body as { data: unknown[] }).data).toHaveLength(1)
  })

  it('gives the swap endpoints its unsupported-chain answers, and refuses to build swaps naming the chain', async () => {
    const user = holder.address
    const native = caip(NATIVE_TOKEN_ADDRESS)
    expect((await call('GET', '/v1/convert/tokens', { query: { chainId: CHAIN } })).body).toEqual({
      tokens: [],
    })
    const quotes = await call('GET', '/v1/convert/quotes', {
      query: { amount: '1000', userAddress: user, from: native, to: caip(token) },
    })
    expect(quotes.body).toEqual({ quotes: [] })
    const allowance = await call('GET', '/v1/convert/allowance', {
      query: { tokenAddress: caip(token), userAddress: user },
    })
    expect(allowance.body).toEqual({ allowance: '0' })

    const build = await call('POST', '/v1/convert/build-transaction', {
      body: {
        amount: '1000',
        eip155: { slippage: '1' },
        projectId: 'p',
        from: native,
        to: caip(token),
        userAddress: user,
      },
    })
    const approve = await call('GET', '/v1/convert/build-approve', {
      query: { userAddress: user, from: caip(token), to: native },
    })
    for (const [refused, field] of [
      [build, 'body.from'],
      [approve, 'from'],
    ] as const) {
      expect([refused.status, reasonNames(refused)]).toEqual([400, [field]])
      expect(JSON.stringify(refused.body)).toContain(`${CHAIN} has no swap router`)
    }
    // The chain's gas price needs no router.
    expect((await call('GET', '/v1/convert/gas-price', { query: { chainId: CHAIN } })).status).toBe(200)
  })

  it('lists and revokes no smart sessions there, though the account granted one on the chain', async () => {
    const listed = async (server: RunningServer) =>
      (
        (
          await contractClient(server.url, 'data-api')('GET', '/v1/sessions/{address}', {
            path: { address: granter.address },
          })
        ).body as { pcis: { pci: string }[] }
      ).pcis.map((session) => session.pci)
    expect(await listed(withSessions)).toEqual([grantedPci])
    expect(await listed(balancesOnly)).toEqual([])

    const revoke = await call('POST', '/v1/sessions/{address}/revoke', {
      path: { address: granter.address },
      body: {
        pci: grantedPci,
        signature: await granter.signTypedData(revokeSessionTypedData(CHAIN_ID, granter.address, grantedPci)),
      },
    })
    expect([revoke.status, reasonNames(revoke)]).toEqual([404, ['body.pci']])
    expect(JSON.stringify(revoke.body)).toContain('chains with smart sessions here (none)')
  })
})

describe('data API on a Solana chain read over its JSON-RPC', () => {
  it('answers SOL and the SPL token from getBalance and getTokenAccountsByOwner, priced from the feeds', async () => {
    expect(await balancesOf(OWNER)).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: SOLANA,
        value: 150_000,
        quantity: { decimals: '9', numeric: '1000' },
      }),
      expect.objectContaining({
        symbol: 'PSUSD',
        address: `${SOLANA}:${solana.tokens[0]!.address}`,
        value: 5_000,
        quantity: { decimals: '6', numeric: '5000' },
      }),
    ])
    expect(await balancesOf('GVg67LF2fYyhvfwuS8L9xJv6ZMM6urxhTEaW3w6Zy5hd')).toEqual([])
  })
})
