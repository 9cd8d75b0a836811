import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  createSiwxService,
  SiwxRefusedError,
  SiwxSessionNotFoundError,
  SiwxWrongTokenError,
  type SiwxServiceOptions,
  type SiwxServiceSession,
} from './siwx-service.ts'

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
  const cookieName = options.cookieName ?? DEFAULT_SIWX_COOKIE
  const origins = new Set(options.origins.map((origin) => new URL(origin).origin))

  const mac = (value: string) => createHmac('sha256', options.secret).update(value).digest('base64url')

  /** `Set-Cookie` value for a session: its id and an HMAC of it; expires with the session. */
  function sessionCookie(session: SiwxServiceSession, secure: boolean): string {
    const parts = [`${cookieName}=${session.id}.${mac(session.id)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
    const expires = session.data.expirationTime
    if (expires) parts.push(`Expires=${new Date(expires).toUTCString()}`)
    if (secure) parts.push('Secure')
    return parts.join('; ')
  }

  /** The session id of a cookie whose HMAC holds, else undefined (a forged or altered cookie). */
  function cookieSessionId(request: IncomingMessage): string | undefined {
    const cookie = (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${cookieName}=`))
    const value = cookie?.slice(cookieName.length + 1) ?? ''
    const [id, signature] = value.split('.')
    if (!id || !signature) return undefined
    const expected = Buffer.from(mac(id))
    const given = Buffer.from(signature)
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined
  }

  async function session(request: IncomingMessage): Promise<SiwxServiceSession | undefined> {
    const id = cookieSessionId(request)
    if (!id) return undefined
    return service.getSession(id).catch(() => undefined)
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(body))
  }
  const fail = (response: ServerResponse, status: number, name: string, description: string) =>
    send(response, status, { status: 'FAILED', reasons: [{ name, description }] })

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    const body: unknown = JSON.parse(text || '{}')
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new SyntaxError('not an object')
    return body as Record<string, unknown>
  }

  /**
   * Serves `<basePath>/v1/siwx/*`; resolves false for any other path (the caller's own routes). Answers
   * only the allowed origins' pages, with credentials (the session cookie) allowed for them.
   */
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://siwx.invalid')
    if (!url.pathname.startsWith(`${basePath}/v1/siwx/`)) return false
    const path = url.pathname.slice(basePath.length)
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
    const secure = [...origins].some((allowed) => allowed.startsWith('https:'))
    try {
      const sessionPath = /^\/v1\/siwx\/sessions\/([^/]+)(\/revoke)?$/.exec(path)
      if (request.method === 'POST' && path === '/v1/siwx/nonce') {
        send(response, 200, await service.issueNonce())
      } else if (request.method === 'POST' && path === '/v1/siwx/sessions') {
        const body = await readJson(request)
        if (typeof body.message !== 'string' || typeof body.signature !== 'string')
          return (fail(response, 400, 'body', 'message and signature are required'), true)
        const created = await service.createSession({
          message: body.message,
          signature: body.signature,
          origin,
        })
        response.setHeader('Set-Cookie', sessionCookie(created.session, secure))
        send(response, 200, created)
      } else if (request.method === 'GET' && path === '/v1/siwx/sessions') {
        const account = url.searchParams.get('accountAddress')
        if (!account) return (fail(response, 400, 'accountAddress', 'accountAddress is required'), true)
        send(response, 200, { sessions: await service.listSessions(account) })
      } else if (request.method === 'GET' && sessionPath && !sessionPath[2]) {
        send(response, 200, await service.getSession(decodeURIComponent(sessionPath[1]!)))
      } else if (request.method === 'POST' && sessionPath?.[2]) {
        const body = await readJson(request)
        if (typeof body.token !== 'string') return (fail(response, 400, 'token', 'token is required'), true)
        await service.revokeSession(decodeURIComponent(sessionPath[1]!), body.token)
        response.setHeader('Set-Cookie', `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
        send(response, 200, { revoked: true })
      } else {
        fail(response, 404, 'path', `No endpoint ${request.method} ${url.pathname}`)
      }
    } catch (error) {
      if (error instanceof SiwxRefusedError) fail(response, 401, error.reason.name, error.reason.description)
      else if (error instanceof SiwxSessionNotFoundError) fail(response, 404, 'id', error.message)
      else if (error instanceof SiwxWrongTokenError) fail(response, 403, 'token', error.message)
      else if (error instanceof SyntaxError) fail(response, 400, 'body', 'The body is not a JSON object')
      else throw error
    }
    return true
  }

  return { service, handle, session, sessionCookie }
}

export type SiwxServer = ReturnType<typeof createSiwxServer>
