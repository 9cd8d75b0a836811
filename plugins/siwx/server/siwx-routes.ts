import type { IncomingMessage, ServerResponse } from 'node:http'
import { fail, readJson, send } from './http-answers.ts'
import { clearedCookie, sessionCookie, type CookieKeys } from './session-cookie.ts'
import {
  SiwxRefusedError,
  SiwxSessionNotFoundError,
  SiwxWrongTokenError,
  type SiwxService,
} from './siwx-service.ts'

/** One request to `<basePath>/v1/siwx/*`, with what answering it needs. */
export interface SiwxRequest {
  request: IncomingMessage
  response: ServerResponse
  url: URL
  /** The path below the base path, e.g. `/v1/siwx/nonce`. */
  path: string
  origin: string | undefined
  service: SiwxService
  cookie: CookieKeys
  /** Whether the session cookie is `Secure` (an https origin is allowed). */
  secure: boolean
}

const SESSION_PATH = /^\/v1\/siwx\/sessions\/([^/]+)(\/revoke)?$/

/** Answers one auth-api operation; a refusal the service names is its status and reason. */
export async function answerSiwxRequest(call: SiwxRequest): Promise<void> {
  try {
    await route(call)
  } catch (error) {
    const { response } = call
    if (error instanceof SiwxRefusedError) fail(response, 401, error.reason.name, error.reason.description)
    else if (error instanceof SiwxSessionNotFoundError) fail(response, 404, 'id', error.message)
    else if (error instanceof SiwxWrongTokenError) fail(response, 403, 'token', error.message)
    else if (error instanceof SyntaxError) fail(response, 400, 'body', 'The body is not a JSON object')
    else throw error
  }
}

function route(call: SiwxRequest): Promise<void> {
  const { request, response, path, service } = call
  const sessionPath = SESSION_PATH.exec(path)
  if (request.method === 'POST' && path === '/v1/siwx/nonce') return answer(call, service.issueNonce())
  if (request.method === 'POST' && path === '/v1/siwx/sessions') return createSession(call)
  if (request.method === 'GET' && path === '/v1/siwx/sessions') return listSessions(call)
  if (request.method === 'GET' && sessionPath && !sessionPath[2])
    return answer(call, service.getSession(decodeURIComponent(sessionPath[1]!)))
  if (request.method === 'POST' && sessionPath?.[2])
    return revokeSession(call, decodeURIComponent(sessionPath[1]!))
  fail(response, 404, 'path', `No endpoint ${request.method} ${call.url.pathname}`)
  return Promise.resolve()
}

async function answer(call: SiwxRequest, body: Promise<unknown>): Promise<void> {
  send(call.response, 200, await body)
}

/** POST /v1/siwx/sessions: a verified sign-in, with the session cookie set. */
async function createSession(call: SiwxRequest): Promise<void> {
  const { request, response, service, origin } = call
  const body = await readJson(request)
  if (typeof body.message !== 'string' || typeof body.signature !== 'string')
    return fail(response, 400, 'body', 'message and signature are required')
  const created = await service.createSession({ message: body.message, signature: body.signature, origin })
  response.setHeader('Set-Cookie', sessionCookie(call.cookie, created.session, call.secure))
  send(response, 200, created)
}

/** GET /v1/siwx/sessions?accountAddress=: an account's sessions. */
async function listSessions(call: SiwxRequest): Promise<void> {
  const account = call.url.searchParams.get('accountAddress')
  if (!account) return fail(call.response, 400, 'accountAddress', 'accountAddress is required')
  send(call.response, 200, { sessions: await call.service.listSessions(account) })
}

/** POST /v1/siwx/sessions/{id}/revoke: the session ends and its cookie is cleared. */
async function revokeSession(call: SiwxRequest, id: string): Promise<void> {
  const { request, response } = call
  const body = await readJson(request)
  if (typeof body.token !== 'string') return fail(response, 400, 'token', 'token is required')
  await call.service.revokeSession(id, body.token)
  response.setHeader('Set-Cookie', clearedCookie(call.cookie))
  send(response, 200, { revoked: true })
}
