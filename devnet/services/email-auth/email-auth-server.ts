import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { createTransport } from 'nodemailer'
import { isEmail } from '../../../runtime/core/validation/frame-fields.ts'
import type { DevnetDb } from '../../db/open-devnet-db.ts'
import { ApiError, badRequest, notFound } from '../http/api-error.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { sendJson } from '../http/respond.ts'
import { startHttpServer, type RunningServer } from '../http/start-http-server.ts'
import { emailAuthStore, sha256 } from './email-auth-store.ts'
import { SOCIAL_CALLBACK_PATH } from '../social-idp/social-providers.ts'
import { farcasterAuth } from './farcaster-auth.ts'
import { socialAuth } from './social-auth.ts'
import type { SocialLogin } from '../social-idp/social-relying-party.ts'

/** A code is good for 10 minutes and 5 tries; after either the visitor asks for a new one. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000
export const EMAIL_CODE_MAX_ATTEMPTS = 5

/** The texts the frame shows as they are (the OTP view renders them). */
export const EMAIL_CODE_ERRORS = {
  wrong: 'Invalid code. Please check the code and try again.',
  expired: 'This code has expired. Request a new code.',
  exhausted: 'Too many attempts. Request a new code.',
} as const

/** The devnet's sender address; nothing is delivered beyond the local mail catcher. */
const SENDER = 'Portkit Devnet <no-reply@portkit.localhost>'

/**
 * The secure frame's backend for email login: sends a 6-digit one-time code by real SMTP (to the mail
 * catcher), verifies it with an attempt limit and an expiry, and keeps the sessions it opens. Codes and
 * session tokens are stored hashed in PGlite. The frame calls it; the host page never does.
 */
export function startEmailAuth(options: {
  db: DevnetDb
  smtp: { host: string; port: number }
  /**
   * Social login's relying party and the Farcaster relay, once the stand-ins run (they need this server's
   * callback URL first).
   */
  social?: () => { login: SocialLogin; farcasterRelay: string } | undefined
}): Promise<RunningServer> {
  const store = emailAuthStore(options.db)
  const openSession = async (email: string) => {
    const token = randomBytes(32).toString('base64url')
    await store.saveSession(token, email)
    return token
  }
  const social = socialAuth({ login: () => options.social?.()?.login, openSession })
  const farcaster = farcasterAuth({ relay: () => options.social?.()?.farcasterRelay, openSession })
  const mailer = createTransport({ host: options.smtp.host, port: options.smtp.port, secure: false })

  const routes: Record<string, (request: IncomingMessage) => Promise<unknown>> = {
    'POST /email/start': async (request) => {
      const email = await emailOf(request)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await store.saveCode(email, code, new Date(Date.now() + EMAIL_CODE_TTL_MS))
      await mailer.sendMail({
        from: SENDER,
        to: email,
        subject: `Your login code: ${code}`,
        text: `Your one-time login code is ${code}. It expires in 10 minutes.`,
      })
      return { action: 'VERIFY_OTP' }
    },
    'POST /email/verify': async (request) => {
      const body = (await readJsonBody(request)) as { email?: unknown; otp?: unknown }
      const email = normalise(body.email)
      if (typeof body.otp !== 'string') throw badRequest('otp', 'The code must be a string')
      const open = await store.takeAttempt(email)
      if (!open) throw badRequest('otp', EMAIL_CODE_ERRORS.expired)
      if (new Date(open.expires_at).getTime() < Date.now()) {
        await store.closeCode(open.id)
        throw badRequest('otp', EMAIL_CODE_ERRORS.expired)
      }
      if (open.attempts > EMAIL_CODE_MAX_ATTEMPTS) {
        await store.closeCode(open.id)
        throw badRequest('otp', EMAIL_CODE_ERRORS.exhausted)
      }
      if (!sameHash(sha256(body.otp.trim()), open.code_hash)) throw badRequest('otp', EMAIL_CODE_ERRORS.wrong)
      await store.closeCode(open.id)
      return { token: await openSession(email), email }
    },
    'GET /session': async (request) => {
      const email = await store.sessionEmail(bearer(request))
      if (!email) throw new ApiError(401, [{ name: 'token', description: 'No such session' }])
      return { email }
    },
    'POST /session/sign-out': async (request) => {
      await store.revokeSession(bearer(request))
      return { signedOut: true }
    },
    ...social.routes,
    ...farcaster.routes,
  }

  async function emailOf(request: IncomingMessage): Promise<string> {
    const body = (await readJsonBody(request)) as { email?: unknown }
    return normalise(body.email)
  }

  return startHttpServer(() => async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://auth')
    const path = url.pathname
    if (request.method === 'GET' && path === SOCIAL_CALLBACK_PATH)
      return social.callback(request, response, url)
    const route = routes[`${request.method} ${path}`]
    if (!route) throw notFound('path', `No route ${request.method} ${path}`)
    sendJson(response, 200, await route(request))
  })
}

function normalise(email: unknown): string {
  if (!isEmail(email)) throw badRequest('email', 'A valid email address is required')
  return email.trim().toLowerCase()
}

function bearer(request: IncomingMessage): string {
  const header = request.headers.authorization ?? ''
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  if (!token) throw new ApiError(401, [{ name: 'token', description: 'A session token is required' }])
  return token
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
