import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SqlDb } from '../db/sql-db.ts'
import { ApiError } from '../http/api-error.ts'
import { answerPreflight, applyCors } from '../http/cors.ts'
import { sendError, sendJson } from '../http/respond.ts'
import type { ProjectStore } from '../projects/project-store.ts'
import { checkReadiness } from './health.ts'
import type { InFlight } from './in-flight.ts'
import { pathForLog, type JsonLog } from './json-log.ts'
import { checkProject } from './project-gate.ts'
import { createRequestContext } from './request-context.ts'
import type { RequestGuards } from './request-guards.ts'
import type { PortkitServerConfig } from './server-config.ts'
import { MOUNTS, type MountedServices } from './service-mounts.ts'

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
export function pipeline({ config, db, guards, projects, mounted, log, inFlight }: PipelineParts) {
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
