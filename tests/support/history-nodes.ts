import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type AnvilNode } from '../../devnet/anvil.ts'
import { testAccounts } from '../../devnet/accounts.ts'
import { fixtureTokenArtifact } from '../../devnet/contracts/fixture-token.artifact.ts'
import type { ChainSource, TokenSource } from '../../server/data-api/chain-source.ts'
import { startDataApi } from '../../server/data-api/data-api-server.ts'
import { createServedChain } from '../../server/data-api/served-chain.ts'
import { openDevnetDb } from '../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../server/http/start-http-server.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * One anvil chain with two tokens (one listed as spam), and the data API over it as an operator configures
 * it, for the history tests: the node itself (Otterscan namespace), the same node behind a plain JSON-RPC
 * proxy without `ots_`, and a node that does not answer.
 */
export const CHAIN_ID = 31_350
export const CHAIN = `eip155:${CHAIN_ID}`
/** The proxied node, served as a chain of its own. */
export const PLAIN_CHAIN_ID = 31_351
export const PLAIN_CHAIN = `eip155:${PLAIN_CHAIN_ID}`
export const DOWN_CHAIN = 'eip155:31352'

export interface HistoryNodes {
  anvil: AnvilNode
  accounts: LocalAccount[]
  tokens: { good: Address; spam: Address }
  wallet(account: LocalAccount): ReturnType<typeof walletOf>
  waitFor(hash: Hex): Promise<void>
  /** A raw JSON-RPC call to the node (anvil's own methods: evm_mine, evm_setAutomine). */
  rpc(method: string, params: unknown[]): Promise<unknown>
  /** A data API over the chains named (the node, the plain proxy, the unreachable node), configured so. */
  startApi(chains: ('ots' | 'plain' | 'down')[], configured?: Partial<ChainSource>): Promise<RunningServer>
  stop(): Promise<void>
}

const walletOf = (rpcUrl: string, account: LocalAccount) =>
  createWalletClient({ account, chain: anvilChain(rpcUrl), transport: http(rpcUrl) })

const anvilChain = (rpcUrl: string) =>
  defineChain({
    id: CHAIN_ID,
    name: 'History',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

export async function startHistoryNodes(): Promise<HistoryNodes> {
  const [anvil, database] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), createTestDatabase()])
  const db = await openDevnetDb(database.url === undefined ? {} : { databaseUrl: database.url })
  const plain = await startPlainNode(anvil.rpcUrl)
  const client = createPublicClient({ chain: anvilChain(anvil.rpcUrl), transport: http(anvil.rpcUrl) })
  const accounts = testAccounts(4).map((account) => privateKeyToAccount(account.privateKey))
  const waitFor = async (hash: Hex) => {
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  const deployToken = async (name: string, symbol: string) => {
    const hash = await walletOf(anvil.rpcUrl, accounts[0]!).deployContract({
      abi: fixtureTokenArtifact.abi,
      bytecode: fixtureTokenArtifact.bytecode,
      args: [name, symbol, 6],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    return getAddress(receipt.contractAddress!)
  }
  const tokens = { good: await deployToken('Good', 'GOOD'), spam: await deployToken('Free Money', 'SPAM') }
  const token = (address: Address, symbol: string, spam: boolean): TokenSource => ({
    address,
    name: symbol,
    symbol,
    decimals: 6,
    spam,
    swappable: false,
    onramp: false,
  })
  const source = (chainId: number, rpcUrl: string): ChainSource => ({
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    name: `History ${chainId}`,
    rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [token(tokens.good, 'GOOD', false), token(tokens.spam, 'SPAM', true)],
  })
  const sources = {
    ots: source(CHAIN_ID, anvil.rpcUrl),
    plain: source(PLAIN_CHAIN_ID, plain.url),
    down: source(Number(DOWN_CHAIN.split(':')[1]), 'http://127.0.0.1:1'),
  }
  const apis: RunningServer[] = []
  return {
    anvil,
    accounts,
    tokens,
    wallet: (account) => walletOf(anvil.rpcUrl, account),
    waitFor,
    rpc: (method, params) => client.request({ method, params } as never),
    async startApi(names, configured = {}) {
      const chains = names.map((name) => createServedChain({ ...sources[name], ...configured }))
      const api = await startDataApi({ chains, db, catalogueUrl: 'http://127.0.0.1:1' })
      apis.push(api)
      return api
    },
    async stop() {
      await Promise.all(apis.map((api) => api.close()))
      await db.close()
      await closeServer(plain.server)
      await Promise.all([anvil.stop(), database.drop()])
    },
  }
}

/** A node without the Otterscan namespace (a plain geth-like node): -32601 for `ots_*`, anvil for the rest. */
export async function startPlainNode(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const body = Buffer.concat(await request.toArray())
      const calls = JSON.parse(body.toString()) as
        { id: number; method: string } | { id: number; method: string }[]
      const list = Array.isArray(calls) ? calls : [calls]
      const answers = await Promise.all(
        list.map(async (call) =>
          call.method.startsWith('ots_')
            ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
            : ((await fetch(target, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(call),
              }).then((answer) => answer.json())) as unknown),
        ),
      )
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(calls) ? answers : answers[0]))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
