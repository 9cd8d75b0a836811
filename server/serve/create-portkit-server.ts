import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createJsonLog, type JsonLog } from './json-log.ts'
import { openPortkitHandler, type PortkitServerOptions } from './portkit-handler.ts'
import { DEFAULT_DRAIN_MS, DEFAULT_PORT, type PortkitServerConfig } from './server-config.ts'
import type { ServedUrls } from './service-mounts.ts'

export interface PortkitServer {
  /** Where it listens, e.g. http://0.0.0.0:8787 (browsers use `urls`, under the public URL). */
  listening: { host: string; port: number }
  /** The base URL of each service, for the app's `services` settings. */
  urls: ServedUrls
  /** Stops accepting, lets requests in flight finish (up to `drainMs`), then closes the database. */
  close(): Promise<void>
}

/**
 * The services on their own port: what `portkit serve` runs and a host may start in its own Node process
 * (`createPortkitHandler` mounts them in the host's own HTTP server instead).
 */
export async function startPortkitServer(
  config: PortkitServerConfig,
  options: PortkitServerOptions = {},
): Promise<PortkitServer> {
  const log = options.log ?? createJsonLog()
  const handler = await openPortkitHandler(config, { ...options, log })
  try {
    const server = createServer(handler.handle)
    const listening = await listen(server, config.port ?? DEFAULT_PORT, config.host ?? '0.0.0.0')
    log('info', 'listening', {
      ...listening,
      publicUrl: config.publicUrl,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
    })
    let closing: Promise<void> | undefined
    return {
      listening,
      urls: handler.urls,
      close: () =>
        (closing ??= drain(server, handler.idle, config.drainMs ?? DEFAULT_DRAIN_MS, log)
          .finally(handler.close)
          .then(() => log('info', 'stopped'))),
    }
  } catch (error) {
    await handler.close()
    throw error
  }
}

function listen(server: Server, port: number, host: string): Promise<{ host: string; port: number }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host }, () => {
      server.off('error', reject)
      resolve({ host, port: (server.address() as AddressInfo).port })
    })
  })
}

/**
 * Graceful stop: no new connections, idle keep-alive ones closed now, requests in flight given `drainMs`
 * to finish (a load balancer has already stopped sending), then whatever is left is cut. Handlers whose
 * client left are waited for too: they may still be writing to the database.
 */
function drain(server: Server, idle: () => Promise<void>, drainMs: number, log: JsonLog): Promise<void> {
  log('info', 'stopping', { drainMs })
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  let deadline: NodeJS.Timeout | undefined
  const timedOut = new Promise<void>((resolve) => {
    deadline = setTimeout(() => {
      log('warn', 'drain timed out; closing the connections left', { drainMs })
      server.closeAllConnections()
      resolve()
    }, drainMs)
  })
  return Promise.race([Promise.all([closed, idle()]), timedOut])
    .finally(() => clearTimeout(deadline))
    .then(() => undefined)
}
