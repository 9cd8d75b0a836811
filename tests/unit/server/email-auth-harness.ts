import { afterAll, beforeAll } from 'vitest'
import type { DevnetDb } from '../../../server/db/open-devnet-db.ts'
import { openTestDb, type StoreBackend } from '../../support/test-database.ts'
import { startEmailAuth } from '../../../server/email-auth/email-auth-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { startMailCatcher, type MailCatcher } from '../../../devnet/services/mail-catcher/mail-catcher.ts'
import type { SocialLoginPart } from './social-login-part.ts'

export interface EmailAuthHarness {
  db: DevnetDb
  catcher: MailCatcher
  auth: RunningServer
  /** The social login stand-ins, when asked for. */
  social?: SocialLoginPart
  /** A JSON POST to the auth service, with a session token and an Origin when given. */
  post(
    path: string,
    body: unknown,
    headers?: { token?: string; origin?: string },
  ): Promise<{ status: number; json: Record<string, unknown> }>
  /** The last mail the catcher holds for `email`. */
  newestMail(email: string): Promise<{ id: number; text: string } | undefined>
  /** The 6-digit code of that mail. */
  codeOf(email: string): Promise<string>
}

/**
 * The secure frame's backend as the devnet runs it, for one test file: real SMTP into the mail catcher,
 * codes and sessions in PGlite, and with `social` the stand-in providers sending visitors back to it.
 */
/** The email login service on `backend`'s database (PGlite unless asked), with a mail catcher. */
export function startEmailAuthFor(
  options: { social?: boolean; backend?: StoreBackend } = {},
): EmailAuthHarness {
  const harness = {
    async post(path, body, { token, origin } = {}) {
      const response = await fetch(`${harness.auth.url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(origin ? { Origin: origin } : {}),
        },
        body: JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    },
    async newestMail(email) {
      const response = await fetch(`${harness.catcher.api.url}/messages?to=${encodeURIComponent(email)}`)
      return ((await response.json()) as { messages: { id: number; text: string }[] }).messages.at(-1)
    },
    codeOf: async (email) => /(\d{6})/.exec((await harness.newestMail(email))!.text)![1]!,
  } as EmailAuthHarness

  beforeAll(async () => {
    harness.db = await openTestDb(options.backend ?? 'pglite')
    harness.catcher = await startMailCatcher()
    harness.auth = await startEmailAuth({
      db: harness.db,
      smtp: harness.catcher.smtp,
      social: () =>
        harness.social && {
          login: harness.social.login,
          farcasterRelay: harness.social.manifest.farcasterRelay,
        },
    })
    // Loaded only here: oidc-provider and openid-client are no part of the email tests.
    if (options.social)
      harness.social = await (await import('./social-login-part.ts')).startSocialLogin(harness.auth.url)
  })
  afterAll(async () => {
    await Promise.allSettled([
      harness.social?.server.close(),
      harness.auth?.close(),
      harness.catcher?.close(),
    ])
    await harness.db?.close()
  })
  return harness
}

/** The first reason of a 4xx answer. */
export const reason = (json: Record<string, unknown>) =>
  (json.reasons as { description: string }[])[0]!.description
