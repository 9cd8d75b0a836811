import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { PortkitError } from '../../runtime/core/errors.ts'
import { createRelayHub } from './relay-hub.ts'
import { serveConnection } from './relay-connection.ts'
import {
  handleRefusalControl,
  REFUSAL_CLOSE_CODE,
  wantsCloseReason,
  type RelayRefusal,
} from './relay-refusal.ts'

export interface StartRelayOptions {
  host?: string
  /** Fixed port; a free one is picked when left out. */
  port?: number
  /** Called with each protocol problem a client caused (bad JSON, unknown method...); silent by default. */
  onProblem?: (problem: string) => void
  /** Refuse every new connection with this reason, as WalletConnect's relay does (see `refuse`). */
  refuse?: RelayRefusal
}

export interface Relay {
  /** `ws://127.0.0.1:<port>`: what the WalletConnect SDK takes as `relayUrl`. */
  url: string
  port: number
  /** `attempts`: every WebSocket handshake asked for since the start, served or refused. */
  stats(): { clients: number; attempts: number; topics: number; waiting: number }
  /**
   * From now on refuse new connections with `reason` (undefined: serve again); open ones stay. Also
   * settable over HTTP on the relay's port (`setRelayRefusal`), so a running devnet can be switched.
   */
  refuse(reason: RelayRefusal | undefined): void
  /** Closes every client connection and the server; safe to call more than once. */
  stop(): Promise<void>
}

export class RelayStartError extends PortkitError {
  override name = 'RelayStartError'
}

/** WalletConnect clients in Node drop a connection that has not been pinged for 35 s. */
const PING_INTERVAL_MS = 20_000
/** Far above any WalletConnect envelope; a larger frame closes that one connection. */
const MAX_PAYLOAD_BYTES = 1024 * 1024

/** Starts the in-memory WalletConnect relay on loopback. */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const onProblem = options.onProblem ?? (() => undefined)
  const hub = createRelayHub()
  let refusal = options.refuse
  let attempts = 0
  const refusalSetting = { get: () => refusal, set: (reason?: RelayRefusal) => void (refusal = reason) }
  const http = createServer((request, response) => {
    if (!handleRefusalControl(request, response, refusalSetting)) {
      response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only')
    }
  })
  const server = new WebSocketServer({
    server: http,
    maxPayload: MAX_PAYLOAD_BYTES,
    // A refused client that cannot read a close reason gets the HTTP answer instead.
    verifyClient: ({ req }, done) =>
      refusal && !wantsCloseReason(req) ? done(false, 401, refusal) : done(true),
  })

  http.on('upgrade', () => attempts++)
  // ws forwards the HTTP server's errors; a listen failure is reported by the promise below.
  server.on('error', (error) => onProblem(`server error: ${error.message}`))
  await new Promise<void>((resolve, reject) => {
    http.once('listening', resolve)
    http.once('error', (error) =>
      reject(
        new RelayStartError(
          `WalletConnect relay could not listen on ${host}:${options.port ?? 0}: ${error.message}`,
          { cause: error },
        ),
      ),
    )
    http.listen(options.port ?? 0, host)
  })
  server.on('connection', (socket) => {
    // How WalletConnect's relay refuses a client that asked for the reason (`useOnCloseEvent=true`).
    if (refusal) return socket.close(REFUSAL_CLOSE_CODE, refusal)
    serveConnection(hub, socket, onProblem)
  })

  const pinger = setInterval(() => {
    for (const client of server.clients) client.ping()
  }, PING_INTERVAL_MS)
  pinger.unref()

  const { port } = http.address() as AddressInfo
  let stopping: Promise<void> | undefined
  return {
    url: `ws://${host}:${port}`,
    port,
    stats: () => ({ clients: server.clients.size, attempts, ...hub.stats() }),
    refuse: refusalSetting.set,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const client of server.clients) client.terminate()
        server.close()
        http.closeAllConnections()
        http.close(() => resolve())
      })),
  }
}
