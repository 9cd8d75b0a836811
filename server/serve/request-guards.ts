import type { IncomingMessage } from 'node:http'
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts'
import { createRateLimiter } from '../rate-limit/rate-limiter.ts'
import { rateLimitError } from '../rate-limit/rate-limit-error.ts'
import type { RequestContext } from './request-context.ts'
import type { ServerRateLimits } from './server-config.ts'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Paths (after the mount) that issue something costly, by the action they count as. Code tries are counted
 * by the auth service itself (`codeTry`), which knows the address a code is tried for.
 */
const GUARDED_PATHS: Record<string, 'nonceIssue'> = {
  'auth /v1/siwx/nonce': 'nonceIssue',
}

/** The data API's chain RPC proxy (spec section 7): reads, counted apart from writes. */
const RPC_PROXY_PATHS = new Set(['data /v1/', 'data /v1'])

export type RequestGuards = ReturnType<typeof createRequestGuards>

/**
 * The rate limits of every request (writes and RPC proxy reads per IP and project, nonces by path), of each
 * email code sent (per IP, project and mailbox) and of each code tried (per IP and mailbox). Throws the 429
 * when one is reached.
 */
export function createRequestGuards(store: RateLimitStore, limits: ServerRateLimits) {
  const limiter = createRateLimiter(store, limits)
  const enforce = (decision: Awaited<ReturnType<typeof limiter.check>>) => {
    if (!decision.allowed) throw rateLimitError(decision)
  }
  const project = (context: RequestContext) => context.projectId || '(none)'
  return {
    async request(request: IncomingMessage, mount: string, path: string, context: RequestContext) {
      if (!WRITES.has(request.method ?? 'GET')) return
      const counted = RPC_PROXY_PATHS.has(`${mount} ${path}`) ? 'rpc' : 'write'
      enforce(await limiter.check(counted, { ip: context.ip, project: project(context) }))
      const action = GUARDED_PATHS[`${mount} ${path}`]
      if (action === 'nonceIssue')
        enforce(await limiter.check(action, { ip: context.ip, project: project(context) }))
    },
    /** Before each mail: codes and device approvals alike land in someone's inbox. */
    async mail(email: string, context: RequestContext | undefined) {
      enforce(
        await limiter.check('otpIssue', {
          ip: context?.ip ?? 'unknown',
          email: email.trim().toLowerCase(),
          project: context ? project(context) : '(none)',
        }),
      )
    },
    /** Before each try of an email code, whichever flow it is for (login, email update). */
    async codeTry(email: string, context: RequestContext | undefined) {
      enforce(
        await limiter.check('otpVerify', {
          ip: context?.ip ?? 'unknown',
          email: email.trim().toLowerCase(),
        }),
      )
    },
  }
}
