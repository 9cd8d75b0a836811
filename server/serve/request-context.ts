import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** What the pipeline learns about a request before a service sees it. */
export interface RequestContext {
  /** Echoed as X-Request-Id and in every log line about the request. */
  id: string
  /** The client's address (the proxy's X-Forwarded-For when the server trusts its proxy). */
  ip: string
  /** The project the request names (`?projectId=`), or '' when it names none. */
  projectId: string
}

const contexts = new WeakMap<IncomingMessage, RequestContext>()

/** A caller's id is kept when it is a plain token (a load balancer's), so logs join up across hops. */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

export function createRequestContext(
  request: IncomingMessage,
  url: URL,
  trustProxy: boolean,
): RequestContext {
  const given = request.headers['x-request-id']
  const context: RequestContext = {
    id: typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID(),
    ip: clientIp(request, trustProxy),
    projectId: url.searchParams.get('projectId') ?? '',
  }
  contexts.set(request, context)
  return context
}

/** The context the pipeline made for `request`; services that rate-limit by email read the IP from it. */
export function requestContext(request: IncomingMessage): RequestContext | undefined {
  return contexts.get(request)
}

/** The proxy appends the address it saw last: the rightmost entry is the one a client cannot forge. */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for']
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim()
    if (last) return last
  }
  return request.socket.remoteAddress ?? 'unknown'
}
