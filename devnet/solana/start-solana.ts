import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { applyCors, answerPreflight } from '../../server/http/cors.ts'
import { readJsonBody } from '../../server/http/read-json-body.ts'
import { messageText } from '../ws-text.ts'
import { createLiteSvm } from './litesvm-binding.ts'
import { mintSplFixture, type SplFixtureToken } from './spl-fixture.ts'
import { solanaTestKeypairs, SOLANA_TEST_ACCOUNT_LAMPORTS } from './solana-accounts.ts'
import { createSolanaRpcMethods, RpcMethodError, type SolanaRpcMethods } from './solana-rpc-methods.ts'

export interface SolanaNode {
  /**
   * JSON-RPC over HTTP; the same URL with ws:// serves the subscriptions, and so does its port + 1, where
   * web3.js's Connection looks for them unless given a `wsEndpoint` (as solana-test-validator serves them).
   */
  rpcUrl: string
  /** The SPL fixture token, minted to every funded account. */
  tokens: SplFixtureToken[]
  stop: () => Promise<void>
}

interface JsonRpcRequest {
  jsonrpc?: string
  id?: unknown
  method?: unknown
  params?: unknown
}

/**
 * A Solana cluster stand-in: litesvm behind JSON-RPC (HTTP) and signatureSubscribe (WebSocket) on one
 * loopback port, the subscriptions on the next port too, with the test accounts funded. Undefined when litesvm's native build is not installed.
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

  const { servers, port } = await listenOnPortPair((request, response) => {
    applyCors(response)
    if (answerPreflight(request, response)) return
    void answerHttp(methods, request, response)
  })
  const sockets = servers.map((server) => new WebSocketServer({ server }))
  for (const socketServer of sockets)
    socketServer.on('connection', (socket) => serveSubscriptions(methods, socket))

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    tokens,
    stop: () =>
      (stopping ??= Promise.all(
        servers.map(
          (server, i) =>
            new Promise<void>((resolve) => {
              for (const client of sockets[i]!.clients) client.terminate()
              sockets[i]!.close()
              server.close(() => resolve())
              server.closeAllConnections()
            }),
        ),
      ).then(() => undefined)),
  }
}

/** Tries of a free port whose next port is free too (another process may hold it). */
const PORT_PAIR_ATTEMPTS = 20

/**
 * Two loopback servers running `handle`, on a free port and the port after it: web3.js 1.x derives its
 * subscription URL from an RPC URL with a port by adding 1 to the port, and a host's own script should not
 * hang in confirmTransaction for want of a `wsEndpoint`.
 */
async function listenOnPortPair(handle: RequestListener): Promise<{ servers: Server[]; port: number }> {
  for (let attempt = 0; attempt < PORT_PAIR_ATTEMPTS; attempt++) {
    const rpc = await listen(createServer(handle), 0)
    const port = (rpc.address() as AddressInfo).port
    try {
      return { servers: [rpc, await listen(createServer(handle), port + 1)], port }
    } catch {
      // That next port is taken (or past 65535): start again from another free port.
      await new Promise((resolve) => rpc.close(resolve))
    }
  }
  throw new Error(`The Solana RPC found no two free ports in a row in ${PORT_PAIR_ATTEMPTS} tries`)
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    try {
      server.listen({ port, host: '127.0.0.1' }, () => resolve(server))
    } catch (error) {
      reject(error)
    }
  })
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
      request = JSON.parse(messageText(data)) as JsonRpcRequest
    } catch {
      return
    }
    const { id = null, method, params } = request
    const [first] = Array.isArray(params) ? (params as unknown[]) : []
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
