import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { openDevnetDb } from '../db/open-devnet-db.ts'
import type { SqlDb } from '../db/sql-db.ts'
import { projectStore } from '../projects/project-store.ts'
import { DEFAULT_RATE_LIMITS } from '../rate-limit/default-rate-limits.ts'
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts'
import { openRedisRateLimitStore } from '../rate-limit/redis-rate-limit-store.ts'
import { createSqlRateLimitStore } from '../rate-limit/sql-rate-limit-store.ts'
import { loadConfiguredPackages } from './configured-packages.ts'
import { countInFlight } from './in-flight.ts'
import { createJsonLog, type JsonLog } from './json-log.ts'
import { pipeline } from './request-pipeline.ts'
import { createRequestGuards } from './request-guards.ts'
import { checkServerConfig, type PortkitServerConfig } from './server-config.ts'
import { mountServices, type MountOptions, type ServedUrls } from './service-mounts.ts'

/** The services as one request handler, for a host's own Node HTTP server (or `createPortkitServer`'s). */
export interface PortkitHandler {
  /** Answers one request: the services under their paths, the secure frame at the root, /healthz, /readyz. */
  handle: (request: IncomingMessage, response: ServerResponse) => void
  /** The base URL of each service, for the app's `services` settings. */
  urls: ServedUrls
  /** Resolves once no request is being handled (their handlers may still be writing to the database). */
  idle: () => Promise<void>
  /** Closes the database and the rate-limit counters' connection: once the HTTP server stopped and `idle()`. */
  close: () => Promise<void>
}

/** How a process embeds the services, beside their configuration. */
export interface PortkitServerOptions extends MountOptions {
  /** Where log lines go; JSON on stdout by default. */
  log?: JsonLog
  /**
   * A database already opening and migrating (the devnet opens it while its chains start); the server
   * owns it from here and closes it. By default it opens the configured one.
   */
  database?: Promise<SqlDb>
}

/** Where embedded PGlite keeps its files when neither DATABASE_URL nor a data dir is set. */
export const DEFAULT_DATA_DIR = join('.portkit', 'server-db')

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

/**
 * The services of openapi/ (data, catalogue, analytics, auth), and with email login its auth service and
 * the secure frame, behind one handler. Everything that must outlive the process or be shared by replicas
 * is in the database (or Redis).
 */
export async function openPortkitHandler(
  config: PortkitServerConfig,
  { log = createJsonLog(), database, ...mountOptions }: PortkitServerOptions = {},
): Promise<PortkitHandler> {
  checkServerConfig(config)
  await loadConfiguredPackages(config).catch(async (error: unknown) => {
    // A database handed in is the server's to close, started or not.
    await database?.then((db) => db.close()).catch(() => undefined)
    throw error
  })
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
    const openStore = store
    let closing: Promise<void> | undefined
    return {
      handle: pipeline({ config, db, guards, projects, mounted, log, inFlight }),
      urls: mounted.urls,
      idle: inFlight.idle,
      close: () => (closing ??= Promise.allSettled([openStore.close(), db.close()]).then(() => undefined)),
    }
  } catch (error) {
    await Promise.allSettled([store?.close(), db.close()])
    throw error
  }
}
