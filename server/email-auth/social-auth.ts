import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isFrameSocialProvider } from '../../runtime/core/validation/frame-fields.ts'
import type { SqlDb } from '../db/sql-db.ts'
import { ApiError, badRequest, notFound } from '../http/api-error.ts'
import { readFormBody, sendHtmlPage } from '../http/html-page.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { normaliseEmail } from './auth-input.ts'
import { SOCIAL_DONE_PATH } from '../frame/app/frame-config.ts'
import { refusalPage } from './social/refusal-page.ts'
import { answersByFormPost } from './social/social-providers.ts'
import { socialSignInStore, type SocialOutcome } from './social-sign-in-store.ts'
// Types only: openid-client loads when social login starts (server/serve/service-mounts.ts).
import type { SocialCallback, SocialLogin, SocialLoginError } from './social/social-relying-party.ts'

/** A sign-in must come back within 10 minutes; its one-time result is then good once. */
const SOCIAL_LOGIN_TTL_MS = 10 * 60 * 1000

/** Apple's posted answer: a code, state, perhaps an ID token and the visitor's name; well under this. */
const CALLBACK_FORM_BYTES = 16_384

type Route = (request: IncomingMessage) => Promise<unknown>

/**
 * Social login on the frame's backend (the email auth service). The frame starts a sign-in
 * (`POST /social/start`: the provider's authorize URL, with state, nonce and PKCE kept here); the
 * provider sends the visitor's popup to `GET /v1/social/callback` (Apple posts a form there instead),
 * which checks the state, completes the code exchange and reads who signed in (social-relying-party.ts),
 * then sends the popup to the frame origin's page with a one-time result; the frame redeems that result
 * with its login id (`POST /social/connect`) for a session, like a verified email code. "Here" is the
 * services' database (social-sign-in-store.ts), so each step may reach any server on it.
 */
export function socialAuth(options: {
  db: SqlDb
  login: () => SocialLogin | undefined
  openSession: (email: string) => Promise<string>
}) {
  const store = socialSignInStore(options.db)

  function login(): SocialLogin {
    const running = options.login()
    if (!running) throw notFound('provider', 'Social login is not configured on this server')
    return running
  }

  const routes: Record<string, Route> = {
    'POST /social/start': async (request) => {
      const body = (await readJsonBody(request)) as { provider?: unknown; returnTo?: unknown }
      if (!isFrameSocialProvider(body.provider)) throw badRequest('provider', 'Unknown social provider')
      const returnTo = frameReturnTo(body.returnTo, request.headers.origin)
      await store.sweep()
      const pending = await login()
        .authorization(body.provider)
        .catch((error: unknown) => {
          throw isSocialLoginError(error) ? startRefusal(error) : error
        })
      const loginId = token()
      await store.start(pending, loginId, returnTo, SOCIAL_LOGIN_TTL_MS)
      return { uri: pending.authorizeUrl, loginId }
    },
    'POST /social/connect': async (request) => {
      const body = (await readJsonBody(request)) as { loginId?: unknown; result?: unknown }
      const outcome = await store.redeem(body.result, body.loginId)
      if (!outcome) throw badRequest('result', 'This sign-in result is unknown, used or not this frame’s')
      if ('error' in outcome) throw badRequest('result', outcome.error.message)
      const { identity } = outcome
      if (!identity.email || !identity.emailVerified)
        throw badRequest('result', `${identity.provider} did not give a verified email address`)
      const email = normaliseEmail(identity.email)
      return { token: await options.openSession(email), email, userName: identity.name }
    },
  }

  /**
   * The provider's redirect, or Apple's form post (a page in the visitor's popup, not an API call). Apple's
   * post comes cross-site, without SameSite cookies: the sign-in is found by its state in the database.
   */
  async function callback(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const form = request.method === 'POST' ? await callbackForm(request) : undefined
    // One callback per sign-in: taking it deletes it, so a replayed redirect finds nothing.
    const entry = await store.takeStarted((form ?? url.searchParams).get('state') ?? '')
    if (!entry) return refuse(response, 'This sign-in is unknown or has expired; start again from the app')
    const { provider } = entry.pending
    if (answersByFormPost(provider) !== (form !== undefined)) {
      const [expected, came] = form ? ['a redirect', 'a form post'] : ['a form post', 'a redirect']
      return refuse(
        response,
        `${provider} sends its answer as ${expected}, not ${came}; start again from the app`,
      )
    }
    const answer: SocialCallback = form ? { form } : url.href
    let outcome: SocialOutcome
    try {
      outcome = { identity: await login().complete(entry.pending, answer) }
    } catch (error) {
      if (!isSocialLoginError(error)) throw error
      outcome = { error: { message: error.message } }
    }
    const result = token()
    await store.finish(result, entry.loginIdHash, outcome, SOCIAL_LOGIN_TTL_MS)
    const next = new URL(entry.returnTo)
    next.searchParams.set('result', result)
    response.statusCode = 303
    response.setHeader('Location', next.href)
    response.setHeader('Referrer-Policy', 'no-referrer')
    response.end()
  }

  return { routes, callback }
}

function refuse(response: ServerResponse, reason: string): void {
  sendHtmlPage(response, 400, refusalPage('Sign-in refused', [reason]))
}

/** The form a provider posted (response_mode=form_post). */
async function callbackForm(request: IncomingMessage): Promise<URLSearchParams> {
  const type = request.headers['content-type']?.split(';')[0]?.trim()
  if (type !== 'application/x-www-form-urlencoded')
    throw new ApiError(415, [{ name: 'body', description: 'A provider posts its answer as a form' }])
  return new URLSearchParams(await readFormBody(request, CALLBACK_FORM_BYTES, 'a sign-in answer'))
}

/** The frame's popup page on the calling frame's own origin: never a redirect to anywhere else. */
function frameReturnTo(value: unknown, origin: string | undefined): string {
  let url: URL
  try {
    url = new URL(String(value))
  } catch {
    throw badRequest('returnTo', 'The frame’s popup page must be an absolute URL')
  }
  if (!origin || url.origin !== origin || url.pathname !== SOCIAL_DONE_PATH || url.hash)
    throw badRequest('returnTo', `The popup page must be ${SOCIAL_DONE_PATH} on the calling frame’s origin`)
  return url.href
}

/** A provider that is not offered is unknown here; one that does not answer is a bad gateway, not our crash. */
function startRefusal(error: SocialLoginError): ApiError {
  if (error.code === 'unknown_provider') return notFound('provider', error.message)
  return new ApiError(502, [{ name: 'provider', description: error.message }])
}

function isSocialLoginError(error: unknown): error is SocialLoginError {
  return error instanceof Error && error.name === 'SocialLoginError'
}

function token(): string {
  return randomBytes(32).toString('base64url')
}
