import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { WebSocketServer, type WebSocket } from 'ws'
import { applyCors, answerPreflight } from '../services/http/cors.ts'
import { readJsonBody } from '../services/http/read-json-body.ts'
import { PublicKey } from '@solana/web3.js'
import { createLiteSvm } from './litesvm-binding.ts'
import { mintSplFixture, splBalance, type SplFixtureToken } from './spl-fixture.ts'
import { solanaTestKeypairs, SOLANA_TEST_ACCOUNT_LAMPORTS } from './solana-accounts.ts'
import { createSolanaRpcMethods, RpcMethodError, type SolanaRpcMethods } from './solana-rpc-methods.ts'

export interface SolanaNode {
  /** JSON-RPC over HTTP; the same URL with ws:// serves the subscriptions. */
  rpcUrl: string
  /** The SPL fixture token, minted to every funded account. */
  tokens: SplFixtureToken[]
  /** An owner's lamports and its balance of each fixture token (base units), read from litesvm now. */
  balances(owner: string): SolanaBalances
  stop(): Promise<void>
}

export interface SolanaBalances {
  lamports: bigint
  tokens: bigint[]
}

interface JsonRpcRequest {
  jsonrpc?: string
  id?: unknown
  method?: unknown
  params?: unknown
}

/**
 * A Solana cluster stand-in: litesvm behind JSON-RPC (HTTP) and signatureSubscribe (WebSocket) on one
 * loopback port, with the test accounts funded. Undefined when litesvm's native build is not installed.
 */
export async function startSolana(genesisHash: string): Promise<SolanaNode | undefined> {
  const svm = createLiteSvm()
  if (!svm) return undefined
  const methods = createSolanaRpcMethods(svm, genesisHash)
  const holders = solanaTestKeypairs().map((keypair) => keypair.publicKey)
  for (const holder of holders) {
    methods.call('requestAirdrop', [holder.toBase58(), Number(SOLANA_TEST_ACCOUNT_LAMPORTS)])
  }
  const tokens = [mintSplFixture(methods, holders)]
  const mints = tokens.map((token) => new PublicKey(token.address))

  const server = createServer((request, response) => {
    applyCors(response)
    if (answerPreflight(request, response)) return
    void answerHttp(methods, request, response)
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => serveSubscriptions(methods, socket))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => resolve())
  })
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The Solana RPC reported no port')

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${address.port}`,
    tokens,
    balances(owner) {
      const key = new PublicKey(owner)
      return {
        lamports: svm.getBalance(key.toBytes()) ?? 0n,
        tokens: mints.map((mint) => splBalance(svm, key, mint)),
      }
    },
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}

async function answerHttp(methods: SolanaRpcMethods, request: IncomingMessage, response: ServerResponse) {
  let body: unknown
  try {
    body = await readJsonBody(request)
  } catch {
    body = undefined
  }
  const answer = Array.isArray(body) ? body.map((one) => answer1(methods, one)) : answer1(methods, body)
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify(answer))
}

function answer1(methods: SolanaRpcMethods, request: unknown) {
  const { id = null, method, params } = (request ?? {}) as JsonRpcRequest
  try {
    if (typeof method !== 'string') throw new RpcMethodError(-32600, 'Invalid request')
    return { jsonrpc: '2.0', id, result: methods.call(method, Array.isArray(params) ? params : []) }
  } catch (error) {
    const { code, message, data } =
      error instanceof RpcMethodError ? error : new RpcMethodError(-32603, (error as Error).message)
    return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
  }
}

/** signatureSubscribe: one notification once the signature has landed (at once if it already has). */
function serveSubscriptions(methods: SolanaRpcMethods, socket: WebSocket) {
  let nextId = 1
  const waiting = new Map<number, string>()
  const notify = (subscription: number, slot: bigint, err: unknown) => {
    waiting.delete(subscription)
    const result = { context: { slot: Number(slot) }, value: { err } }
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', method: 'signatureNotification', params: { result, subscription } }),
    )
  }
  const stop = methods.onLanded((signature, landed) => {
    for (const [subscription, awaited] of waiting) {
      if (awaited === signature) notify(subscription, landed.slot, landed.err)
    }
  })
  socket.on('close', stop)
  socket.on('message', (data) => {
    let request: JsonRpcRequest
    try {
      request = JSON.parse(String(data)) as JsonRpcRequest
    } catch {
      return
    }
    const { id = null, method, params } = request
    const [first] = Array.isArray(params) ? params : []
    if (method === 'signatureSubscribe' && typeof first === 'string') {
      const subscription = nextId++
      waiting.set(subscription, first)
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: subscription }))
      const landed = methods.landed(first)
      // After the client has read the subscription id, or it would drop the notification.
      if (landed)
        setTimeout(() => waiting.has(subscription) && notify(subscription, landed.slot, landed.err), 20)
    } else if (method === 'signatureUnsubscribe') {
      waiting.delete(Number(first))
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: true }))
    } else {
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: `Method not found: ${String(method)}` },
        }),
      )
    }
  })
}
