import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DevnetDb } from '../../../server/db/open-devnet-db.ts'
import { startEmailAuth } from '../../../server/email-auth/email-auth-server.ts'
import { SOCIAL_CALLBACK_PATH } from '../../../server/email-auth/social/social-providers.ts'
import {
  createSocialLogin,
  type SocialLogin,
} from '../../../server/email-auth/social/social-relying-party.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import {
  startOAuthProviderStandIns,
  type OAuthProviderStandIns,
} from '../../support/social-providers/oauth-provider-stand-ins.ts'
import { openTestDb } from '../../support/test-database.ts'

// Issue 28, deliver 7: the auth service signing in through an OAuth 2 provider (the GitHub stand-in), and
// what the frame is told when a provider does not verify the address or does not answer at all.

const FRAME = 'http://127.0.0.1:7'
const RETURN_TO = `${FRAME}/social/done?app=${encodeURIComponent('http://127.0.0.1:5173')}`
const DOWN = 'http://127.0.0.1:9'

let db: DevnetDb
let auth: RunningServer
let providers: OAuthProviderStandIns
let login: SocialLogin | undefined

beforeAll(async () => {
  ;[db, providers] = await Promise.all([openTestDb('pglite'), startOAuthProviderStandIns()])
  // No mail is sent here: social sign-ins open sessions without one.
  auth = await startEmailAuth({ db, smtp: { host: '127.0.0.1', port: 9 }, social: () => login && { login } })
  login = createSocialLogin({
    providers: {
      github: providers.settings('github'),
      google: { clientId: 'portkit-test-client', issuer: `${DOWN}/google` },
    },
    redirectUri: `${auth.url}${SOCIAL_CALLBACK_PATH}`,
  })
})
afterAll(async () => {
  await Promise.allSettled([auth?.close(), providers?.close()])
  await db?.close()
})

async function post(path: string, body: unknown) {
  const response = await fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: FRAME },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as { reasons?: { description: string }[] } }
}

/** The frame starts a GitHub sign-in, GitHub sends the popup back, the callback sends it on to the frame. */
async function githubPopup(emailVerified: boolean) {
  providers.signInAs({ id: '1', login: 'grace', name: 'Grace', email: 'Grace@Example.test', emailVerified })
  const started = await post('/social/start', { provider: 'github', returnTo: RETURN_TO })
  expect(started.status).toBe(200)
  const { uri, loginId } = started.json as unknown as { uri: string; loginId: string }
  const callback = (await fetch(uri, { redirect: 'manual' })).headers.get('location')!
  const done = await fetch(callback, { redirect: 'manual' })
  expect(done.status).toBe(303)
  const result = new URL(done.headers.get('location')!).searchParams.get('result')
  return post('/social/connect', { loginId, result })
}

describe('social login through an OAuth 2 provider', () => {
  it('a verified primary address opens a session for it', async () => {
    const { status, json } = await githubPopup(true)
    expect(status).toBe(200)
    expect(json).toMatchObject({ email: 'grace@example.test', userName: 'Grace' })
  })

  it('an address the provider has not verified opens none, and the frame is told why', async () => {
    const { status, json } = await githubPopup(false)
    expect(status).toBe(400)
    expect(json.reasons?.[0]?.description).toBe('github did not give a verified email address')
  })

  it('a provider that does not answer: the start is refused as a bad gateway, naming it', async () => {
    const { status, json } = await post('/social/start', { provider: 'google', returnTo: RETURN_TO })
    expect(status).toBe(502)
    expect(json.reasons?.[0]?.description).toBe(
      `google sign-in is unavailable: its issuer ${DOWN}/google did not answer its discovery`,
    )
  })

  it('a provider this server does not offer is not found', async () => {
    const { status } = await post('/social/start', { provider: 'discord', returnTo: RETURN_TO })
    expect(status).toBe(404)
  })
})
