import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { openDevnetDb } from '../db/open-devnet-db.ts'
import type { SqlDb } from '../db/sql-db.ts'
import { ApiError } from '../http/api-error.ts'
import { answerPreflight, applyCors } from '../http/cors.ts'
import { sendError, sendJson } from '../http/respond.ts'
import { DEFAULT_RATE_LIMITS } from '../rate-limit/default-rate-limits.ts'
import { openRedisRateLimitStore } from '../rate-limit/redis-rate-limit-store.ts'
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts'
import { createSqlRateLimitStore } from '../rate-limit/sql-rate-limit-store.ts'
import { projectStore, type ProjectStore } from '../projects/project-store.ts'
import { checkReadiness } from './health.ts'
import { checkProject } from './project-gate.ts'
import { createJsonLog, pathForLog, type JsonLog } from './json-log.ts'
import { createRequestContext } from './request-context.ts'
import { createRequestGuards, type RequestGuards } from './request-guards.ts'
import {
  checkServerConfig,
  DEFAULT_DRAIN_MS,
  DEFAULT_PORT,
  type PortkitServerConfig,
} from './server-config.ts'
import {
  MOUNTS,
  mountServices,
  type MountedServices,
  type MountOptions,
  type ServedUrls,
} from './service-mounts.ts'

export interface PortkitServer {
  /** Where it listens, e.g. http://0.0.0.0:8787 (browsers use `urls`, under the public URL). */
  listening: { host: string; port: number }
  /** The base URL of each service, for the app's `services` settings. */
  urls: ServedUrls
  /** Stops accepting, lets requests in flight finish (up to `drainMs`), then closes the database. */
  close(): Promise<void>
}

/** Where embedded PGlite keeps its files when neither DATABASE_URL nor a data dir is set. */
export const DEFAULT_DATA_DIR = join('.portkit', 'server-db')

/**
 * The services of openapi/ (data, catalogue, analytics, auth), and with email login its auth service and
 * the secure frame, on one port: what `portkit serve` runs and a host may mount in its own Node process.
 * Everything that must outlive the process or be shared by replicas is in the database (or Redis).
 */
export async function createPortkitServer(
  config: PortkitServerConfig,
  { log = createJsonLog(), database, ...mountOptions }: PortkitServerOptions = {},
): Promise<PortkitServer> {
  checkServerConfig(config)
  const db = await (database ?? openServerDatabase(config))
  let store: RateLimitStore | undefined
  try {
    store = config.redisUrl
      ? await openRedisRateLimitStore(
          config.redisUrl,
          config.redisKeyPrefix === undefined ? {} : { keyPrefix: config.redisKeyPrefix },
        )
      : createSqlRateLimitStore(db)
    const guards = createRequestGuards(store, config.rateLimits ?? DEFAULT_RATE_LIMITS)
    const projects = projectStore(db)
    const mounted = await mountServices(config, db, { guards, projects }, mountOptions)
    const inFlight = countInFlight()
    const server = createServer(pipeline({ config, db, guards, projects, mounted, log, inFlight }))
    const listening = await listen(server, config.port ?? DEFAULT_PORT, config.host ?? '0.0.0.0')
    log('info', 'listening', {
      ...listening,
      publicUrl: config.publicUrl,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
    })
    const openStore = store
    let closing: Promise<void> | undefined
    return {
      listening,
      urls: mounted.urls,
      close: () =>
        (closing ??= drain(server, inFlight, config.drainMs ?? DEFAULT_DRAIN_MS, log)
          .finally(() => Promise.allSettled([openStore.close(), db.close()]))
          .then(() => log('info', 'stopped'))),
    }
  } catch (error) {
    await Promise.allSettled([store?.close(), db.close()])
    throw error
  }
}

/** How a process embeds the server, beside its configuration. */
export interface PortkitServerOptions extends MountOptions {
  /** Where log lines go; JSON on stdout by default. */
  log?: JsonLog
  /**
   * A database already opening and migrating (the devnet opens it while its chains start); the server
   * owns it from here and closes it. By default it opens the configured one.
   */
  database?: Promise<SqlDb>
}

/** PostgreSQL at `databaseUrl`, else embedded PGlite in `dataDir`; migrated. */
export function openServerDatabase(
  config: Pick<PortkitServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<SqlDb> {
  return openDevnetDb(
    config.databaseUrl !== undefined
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: config.dataDir ?? DEFAULT_DATA_DIR },
  )
}

interface PipelineParts {
  inFlight: InFlight
  config: PortkitServerConfig
  db: SqlDb
  guards: RequestGuards
  projects: ProjectStore
  mounted: MountedServices
  log: JsonLog
}

/** Request id, log line, CORS, probes, rate limits, then the service the path names. */
function pipeline({ config, db, guards, projects, mounted, log, inFlight }: PipelineParts) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now()
    const url = new URL(request.url ?? '/', 'http://portkit.invalid')
    const context = createRequestContext(request, url, config.trustProxy ?? false)
    response.setHeader('X-Request-Id', context.id)
    response.once('finish', () =>
      log('info', 'request', {
        requestId: context.id,
        method: request.method,
        path: pathForLog(url.pathname),
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    )
    applyCors(response)
    response.setHeader('X-Content-Type-Options', 'nosniff')
    if (answerPreflight(request, response)) return
    inFlight.started()
    route(request, response, url, { config, db, guards, projects, mounted, context })
      .catch((error: unknown) => {
        if (error instanceof ApiError) return sendError(response, error)
        // The cause goes to the log only: its text can name hosts, paths or queries a client must not see.
        logFailure(log, request, context.id, error)
        sendError(
          response,
          new ApiError(500, [
            { name: 'InternalError', description: `Internal error (request ${context.id})` },
          ]),
        )
      })
      .finally(inFlight.finished)
  }
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  parts: Omit<PipelineParts, 'log' | 'inFlight'> & { context: ReturnType<typeof createRequestContext> },
): Promise<void> {
  const { config, db, guards, projects, mounted, context } = parts
  if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok' })
  if (url.pathname === '/readyz') {
    const readiness = await checkReadiness(db, config.chains ?? [])
    return sendJson(response, readiness.ready ? 200 : 503, {
      status: readiness.ready ? 'ready' : 'not ready',
      checks: readiness.checks,
    })
  }
  const mount = [...mounted.services.keys()].find(
    (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
  )
  if (mount) {
    const path = url.pathname.slice(mount.length) || '/'
    if (mount !== MOUNTS.emailAuth) response.setHeader('Content-Security-Policy', API_POLICY)
    await guards.request(request, mount.slice(1), path, context)
    await checkProject(projects, { mount: mount.slice(1), path }, request, context)
    // The service sees its own paths, as when it runs alone.
    request.url = `${path}${url.search}`
    return mounted.services.get(mount)!(request, response)
  }
  if (mounted.frame) return mounted.frame(request, response)
  throw new ApiError(404, [{ name: 'path', description: `Nothing is served at ${url.pathname}` }])
}

/**
 * The APIs share the secure frame's origin, whose storage holds the embedded wallets' sealed keys: nothing
 * they answer (an SVG image opened as a page, say) may run script or act as that origin.
 */
const API_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

function listen(server: Server, port: number, host: string): Promise<{ host: string; port: number }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host }, () => {
      server.off('error', reject)
      resolve({ host, port: (server.address() as AddressInfo).port })
    })
  })
}

/** Handlers still running, whether or not their client is still there: the database outlives them all. */
interface InFlight {
  started(): void
  finished(): void
  /** Resolves once no handler runs. */
  idle(): Promise<void>
}

function countInFlight(): InFlight {
  let running = 0
  const waiters: (() => void)[] = []
  return {
    started: () => void running++,
    finished: () => {
      running--
      if (running === 0) for (const wake of waiters.splice(0)) wake()
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  }
}

/** A client that hung up is no server failure: an info line, not an error with a stack. */
function logFailure(log: JsonLog, request: IncomingMessage, requestId: string, error: unknown): void {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (request.destroyed || code === 'ECONNRESET' || code === 'ECONNABORTED')
    log('info', 'client closed the request', { requestId })
  else
    log('error', 'request failed', {
      requestId,
      error: error instanceof Error ? error.message : String(error),
    })
}

/**
 * Graceful stop: no new connections, idle keep-alive ones closed now, requests in flight given `drainMs`
 * to finish (a load balancer has already stopped sending), then whatever is left is cut. Handlers whose
 * client left are waited for too: they may still be writing to the database.
 */
function drain(server: Server, inFlight: InFlight, drainMs: number, log: JsonLog): Promise<void> {
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
  return Promise.race([Promise.all([closed, inFlight.idle()]), timedOut])
    .finally(() => clearTimeout(deadline))
    .then(() => undefined)
}
