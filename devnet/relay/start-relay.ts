import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { PortkitError } from '../../runtime/core/errors.ts'
import { createRelayHub } from './relay-hub.ts'
import { serveConnection } from './relay-connection.ts'

export interface StartRelayOptions {
  host?: string
  /** Fixed port; a free one is picked when left out. */
  port?: number
  /** Called with each protocol problem a client caused (bad JSON, unknown method...); silent by default. */
  onProblem?: (problem: string) => void
}

export interface Relay {
  /** `ws://127.0.0.1:<port>`: what the WalletConnect SDK takes as `relayUrl`. */
  url: string
  port: number
  stats(): { clients: number; topics: number; waiting: number }
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
  const server = new WebSocketServer({ host, port: options.port ?? 0, maxPayload: MAX_PAYLOAD_BYTES })

  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', (error) =>
      reject(
        new RelayStartError(
          `WalletConnect relay could not listen on ${host}:${options.port ?? 0}: ${error.message}`,
          { cause: error },
        ),
      ),
    )
  })
  server.on('error', (error) => onProblem(`server error: ${error.message}`))
  server.on('connection', (socket) => serveConnection(hub, socket, onProblem))

  const pinger = setInterval(() => {
    for (const client of server.clients) client.ping()
  }, PING_INTERVAL_MS)
  pinger.unref()

  const { port } = server.address() as AddressInfo
  let stopping: Promise<void> | undefined
  return {
    url: `ws://${host}:${port}`,
    port,
    stats: () => ({ clients: server.clients.size, ...hub.stats() }),
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      })),
  }
}
