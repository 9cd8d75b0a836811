import type { IncomingMessage, ServerResponse } from 'node:http'
import { fail } from './http-answers.ts'
import { cookieSessionId, sessionCookie, type CookieKeys } from './session-cookie.ts'
import { createSiwxService, type SiwxServiceOptions, type SiwxServiceSession } from './siwx-service.ts'
import { answerSiwxRequest } from './siwx-routes.ts'

export interface SiwxServerOptions extends SiwxServiceOptions {
  /** Signs the session cookie (HMAC-SHA256); at least 32 characters, kept secret on the server. */
  secret: string
  /** Page origins allowed to sign in, e.g. ['https://shop.example']: the message must name the caller's. */
  origins: string[]
  /** Where the auth-api operations are served: `<basePath>/v1/siwx/...` (set services.authApi to it). */
  basePath?: string
  cookieName?: string
}

export const DEFAULT_SIWX_COOKIE = 'portkit_siwx'

/**
 * `portkit/siwx-server`: sign-in-with-X for a host's own backend (Node `http` request/response, which
 * Express and similar frameworks also hand out). `handle` serves the operations of openapi/auth-api.yaml
 * (so the siwx plugin's default storage can use the host's backend as its `authApi` service) and sets a
 * signed, HttpOnly session cookie when a sign-in is verified; `session(request)` is what protects the
 * host's own API routes: the cookie's session when its signature holds and it is neither expired nor revoked.
 */
export function createSiwxServer(options: SiwxServerOptions) {
  if (options.secret.length < 32)
    throw new Error('siwx-server: the cookie secret needs at least 32 characters')
  const service = createSiwxService(options)
  const basePath = (options.basePath ?? '').replace(/\/$/, '')
  const cookie: CookieKeys = { name: options.cookieName ?? DEFAULT_SIWX_COOKIE, secret: options.secret }
  const origins = new Set(options.origins.map((origin) => new URL(origin).origin))
  const secure = [...origins].some((allowed) => allowed.startsWith('https:'))

  async function session(request: IncomingMessage): Promise<SiwxServiceSession | undefined> {
    const id = cookieSessionId(cookie, request)
    if (!id) return undefined
    return service.getSession(id).catch(() => undefined)
  }

  /**
   * Serves `<basePath>/v1/siwx/*`; resolves false for any other path (the caller's own routes). Answers
   * only the allowed origins' pages, with credentials (the session cookie) allowed for them.
   */
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://siwx.invalid')
    if (!url.pathname.startsWith(`${basePath}/v1/siwx/`)) return false
    const origin = request.headers.origin
    if (answeredByCors(request, response, origins)) return true
    const path = url.pathname.slice(basePath.length)
    await answerSiwxRequest({ request, response, url, path, origin, service, cookie, secure })
    return true
  }

  return {
    service,
    handle,
    session,
    sessionCookie: (created: SiwxServiceSession, secureCookie: boolean) =>
      sessionCookie(cookie, created, secureCookie),
  }
}

/**
 * CORS for the allowed origins (credentials allowed); answers a preflight, and refuses a page of another
 * origin. True when the request is answered.
 */
function answeredByCors(
  request: IncomingMessage,
  response: ServerResponse,
  origins: ReadonlySet<string>,
): boolean {
  const origin = request.headers.origin
  if (origin && origins.has(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Access-Control-Allow-Credentials', 'true')
    response.setHeader('Vary', 'Origin')
  }
  if (request.method === 'OPTIONS') {
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type')
    response.statusCode = 204
    response.end()
    return true
  }
  if (origin !== undefined && !origins.has(origin)) {
    fail(response, 403, 'origin', `${origin} may not sign in here`)
    return true
  }
  return false
}

export type SiwxServer = ReturnType<typeof createSiwxServer>
