import { randomBytes, randomInt } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { ApiError, badRequest, notFound } from '../http/api-error.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { sendJson } from '../http/respond.ts'
import { startHttpServer, type RunningServer, type ServiceHandler } from '../http/start-http-server.ts'
import { SOCIAL_CALLBACK_PATH } from './social/social-providers.ts'
import type { SocialLogin } from './social/social-relying-party.ts'
import { emailAccountRoutes } from './email-account-routes.ts'
import { appDisplayName, normaliseEmail, sameSecret } from './auth-input.ts'
import { emailAccountStore } from './email-account-store.ts'
import { smtpMailer } from './smtp-mailer.ts'
import { emailAuthStore, sha256, type CodePurpose } from './email-auth-store.ts'
import { projectAllowlist } from './project-allowlist.ts'
import { farcasterAuth } from './farcaster-auth.ts'
import type { SmartAccountSponsor } from './smart-account-sponsor.ts'
import { socialAuth } from './social-auth.ts'
import { walletKeyBackup } from './wallet-key-backup.ts'

/** A code (and a device approval link) is good for 10 minutes, a code for 5 tries; then the visitor asks again. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000
export const EMAIL_CODE_MAX_ATTEMPTS = 5
/** Digits of a one-time code, drawn uniformly by crypto.randomInt (one in a million per guess). */
export const EMAIL_CODE_DIGITS = 6

/** The texts the frame shows as they are (the OTP view renders them). */
export const EMAIL_CODE_ERRORS = {
  wrong: 'Invalid code. Please check the code and try again.',
  expired: 'This code has expired. Request a new code.',
  exhausted: 'Too many attempts. Request a new code.',
} as const

/** The sender unless one is configured: the devnet's, where nothing is delivered beyond the mail catcher. */
export const DEVNET_SENDER = 'Portkit Devnet <no-reply@portkit.localhost>'

/**
 * The secure frame's backend for email login: sends a 6-digit one-time code by real SMTP (to the mail
 * catcher), verifies it with an attempt limit and an expiry, and keeps the sessions it opens. Codes and
 * session tokens are stored hashed in PGlite. The frame calls it; the host page never does.
 */
export interface EmailAuthOptions {
  db: DevnetDb
  /** Where mail goes: an smtp(s):// URL (with its credentials), or a plain local server (the mail catcher). */
  smtp: string | { host: string; port: number }
  /** The From of every mail. */
  from?: string
  /**
   * Social login's relying party and the Farcaster relay, once the stand-ins run (they need this server's
   * callback URL first).
   */
  social?: () => { login: SocialLogin; farcasterRelay?: string | undefined } | undefined
  /** Deploys and relays the embedded wallets' smart accounts; without it only EOAs exist. */
  sponsor?: SmartAccountSponsor
  /** Throws (a 429) when `email` may not get another mail now; `portkit serve` counts them. */
  limitMail?: (email: string, request: IncomingMessage) => Promise<void>
  /**
   * Throws (a 429) when a code for `email` may not be tried now (before the try is spent); `portkit serve`
   * counts tries per address and per IP.
   */
  limitCodeTry?: (email: string, request: IncomingMessage) => Promise<void>
}

export function createEmailAuth(options: EmailAuthOptions): ServiceHandler {
  const store = emailAuthStore(options.db)
  const accounts = emailAccountStore(options.db)
  const openSession = async (email: string) => {
    const token = randomBytes(32).toString('base64url')
    await store.saveSession(token, email)
    return token
  }
  const social = socialAuth({ db: options.db, login: () => options.social?.()?.login, openSession })
  const farcaster = farcasterAuth({
    db: options.db,
    relay: () => options.social?.()?.farcasterRelay,
    openSession,
  })
  const mailer = smtpMailer(options.smtp)
  const from = options.from ?? DEVNET_SENDER

  /**
   * Mails a new EMAIL_CODE_DIGITS-digit code for `purpose` to `email` (real SMTP, to the mail catcher), naming the app the
   * visitor logs in to when the frame told it (plain text only: the name cannot become markup or a link).
   */
  async function sendCode(
    request: IncomingMessage,
    email: string,
    purpose: CodePurpose,
    subject: string,
    app?: string,
  ): Promise<void> {
    await options.limitMail?.(email, request)
    const code = String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0')
    await store.saveCode(email, code, new Date(Date.now() + EMAIL_CODE_TTL_MS), purpose)
    const forApp = app ? ` for ${app}` : ''
    await mailer.send({
      from,
      to: email,
      subject: `${subject}${forApp}: ${code}`,
      text: `Your one-time code${forApp} is ${code}. It expires in ${EMAIL_CODE_TTL_MS / 60_000} minutes.`,
    })
  }

  /**
   * Spends one try of the open code for `purpose`; throws the spec's texts when it is not the code. The
   * code is compared as a hash, in constant time; past EMAIL_CODE_MAX_ATTEMPTS it is dead.
   */
  async function checkCode(
    request: IncomingMessage,
    email: string,
    otp: unknown,
    purpose: CodePurpose,
  ): Promise<void> {
    if (typeof otp !== 'string') throw badRequest('otp', 'The code must be a string')
    await options.limitCodeTry?.(email, request)
    const open = await store.takeAttempt(email, purpose)
    if (!open) throw badRequest('otp', EMAIL_CODE_ERRORS.expired)
    if (new Date(open.expires_at).getTime() < Date.now()) {
      await store.closeCode(open.id)
      throw badRequest('otp', EMAIL_CODE_ERRORS.expired)
    }
    if (open.attempts > EMAIL_CODE_MAX_ATTEMPTS) {
      await store.closeCode(open.id)
      throw badRequest('otp', EMAIL_CODE_ERRORS.exhausted)
    }
    if (!sameSecret(sha256(otp.trim()), open.code_hash)) throw badRequest('otp', EMAIL_CODE_ERRORS.wrong)
    await store.closeCode(open.id)
  }

  async function sessionEmail(request: IncomingMessage): Promise<{ token: string; email: string }> {
    const token = bearer(request)
    const email = await store.sessionEmail(token)
    if (!email) throw new ApiError(401, [{ name: 'token', description: 'No such session' }])
    return { token, email }
  }

  const routes: Record<string, (request: IncomingMessage) => Promise<unknown>> = {
    'POST /email/start': async (request) => {
      const body = (await readJsonBody(request)) as { email?: unknown; deviceId?: unknown; appName?: unknown }
      const email = normaliseEmail(body.email)
      const app = appDisplayName(body.appName)
      const deviceId = typeof body.deviceId === 'string' && body.deviceId !== '' ? body.deviceId : undefined
      // A known address on a device it never used: the device is approved by a mailed link first.
      if (deviceId && (await accounts.hasDevices(email)) && !(await accounts.isApproved(email, deviceId))) {
        const approval = randomBytes(32).toString('base64url')
        await options.limitMail?.(email, request)
        await accounts.askApproval(email, deviceId, approval, new Date(Date.now() + EMAIL_CODE_TTL_MS))
        await mailer.send({
          from,
          to: email,
          subject: `Approve your new device${app ? ` for ${app}` : ''}`,
          text:
            `A new device asked to log in${app ? ` to ${app}` : ''}. Approve it: ${baseUrl}/device/approve?token=${approval}` +
            ` (the link expires in ${EMAIL_CODE_TTL_MS / 60_000} minutes).`,
        })
        return { action: 'VERIFY_DEVICE' }
      }
      await sendCode(request, email, 'login', 'Your login code', app)
      return { action: 'VERIFY_OTP' }
    },
    'POST /email/verify': async (request) => {
      const body = (await readJsonBody(request)) as { email?: unknown; otp?: unknown; deviceId?: unknown }
      const email = normaliseEmail(body.email)
      await checkCode(request, email, body.otp, 'login')
      if (typeof body.deviceId === 'string' && body.deviceId !== '')
        await accounts.approve(email, body.deviceId)
      return { token: await openSession(email), email }
    },
    'GET /session': async (request) => ({ email: (await sessionEmail(request)).email }),
    'POST /session/sign-out': async (request) => {
      await store.revokeSession(bearer(request))
      return { signedOut: true }
    },
    ...social.routes,
    ...farcaster.routes,
    ...projectAllowlist(options.db).routes,
    ...walletKeyBackup(options.db, sessionEmail).routes,
  }

  let baseUrl = ''
  const more = emailAccountRoutes({
    accounts,
    sendCode,
    checkCode,
    sessionEmail,
    sponsor: options.sponsor,
  })

  return (url) => {
    baseUrl = url
    return async (request, response) => {
      const requested = new URL(request.url ?? '/', 'http://auth')
      const path = requested.pathname
      // GET for a provider's redirect, POST for Apple's form.
      if ((request.method === 'GET' || request.method === 'POST') && path === SOCIAL_CALLBACK_PATH)
        return social.callback(request, response, requested)
      const key = `${request.method} ${path}`
      const page = more.pages[key]
      if (page) return page(request, response)
      const route = routes[key] ?? more.routes[key]
      if (!route) throw notFound('path', `No route ${request.method} ${path}`)
      sendJson(response, 200, await route(request))
    }
  }
}

/** The email login backend alone on a loopback port. */
export const startEmailAuth = (options: EmailAuthOptions): Promise<RunningServer> =>
  startHttpServer(createEmailAuth(options))

function bearer(request: IncomingMessage): string {
  const header = request.headers.authorization ?? ''
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  if (!token) throw new ApiError(401, [{ name: 'token', description: 'A session token is required' }])
  return token
}
