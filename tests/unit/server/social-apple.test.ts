import { createHash, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DevnetDb } from '../../../server/db/open-devnet-db.ts'
import { startEmailAuth } from '../../../server/email-auth/email-auth-server.ts'
import {
  SOCIAL_CALLBACK_PATH,
  type SocialProviderSettings,
} from '../../../server/email-auth/social/social-providers.ts'
import {
  createSocialLogin,
  type SocialLogin,
} from '../../../server/email-auth/social/social-relying-party.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import {
  APPLE_AUDIENCE,
  APPLE_SECRET_MAX_SECONDS,
  APPLE_SERVICES_ID,
  startAppleIssuerStandIn,
  type AppleIssuerStandIn,
} from '../../support/social-providers/apple-issuer-stand-in.ts'
import { postedForm, submit, type PostedForm } from '../../support/social-providers/form-post.ts'
import type { StandInPerson } from '../../support/social-providers/oauth-provider-stand-ins.ts'
import {
  startOidcIssuerStandIn,
  type OidcIssuerStandIn,
} from '../../support/social-providers/oidc-issuer-stand-in.ts'
import { openTestDb } from '../../support/test-database.ts'

// Issue 28, deliver 7: Sign in with Apple as Apple documents it for the web, against a local issuer of
// Apple's shapes (nothing of Apple's is reachable here): `openid name email` answered by a form post to
// the auth service's callback, the name from the first sign-in's `user` field, the email from the
// verified ID token, and a client secret the server signs as an ES256 JWT, checked by the issuer.

const FRAME = 'http://127.0.0.1:7'
const RETURN_TO = `${FRAME}/social/done?app=${encodeURIComponent('http://127.0.0.1:5173')}`
const HOUR_MS = 3_600_000

let db: DevnetDb
let auth: RunningServer
let apple: AppleIssuerStandIn
let google: OidcIssuerStandIn
let login: SocialLogin | undefined
/** How far the server's clock is from the machine's: Apple's client secrets are dated by it. */
let clockOffsetMs = 0

beforeAll(async () => {
  ;[db, apple, google] = await Promise.all([
    openTestDb('pglite'),
    startAppleIssuerStandIn(),
    startOidcIssuerStandIn(),
  ])
  // No mail is sent here: social sign-ins open sessions without one.
  auth = await startEmailAuth({ db, smtp: { host: '127.0.0.1', port: 9 }, social: () => login && { login } })
  login = loginWith(apple.settings)
})
afterAll(async () => {
  await Promise.allSettled([auth?.close(), apple?.close(), google?.close()])
  await db?.close()
})

/** The auth service's relying party with Apple as `settings` say (a new one mints its own secrets). */
function loginWith(settings: SocialProviderSettings): SocialLogin {
  return createSocialLogin({
    providers: { apple: settings, google: google.settings },
    redirectUri: `${auth.url}${SOCIAL_CALLBACK_PATH}`,
    now: () => Date.now() + clockOffsetMs,
  })
}

let people = 0
/** Someone who has never signed in with Apple here, so Apple posts their name with the first sign-in. */
function newcomer(name = 'Ada Lovelace'): StandInPerson {
  people += 1
  return {
    id: `00${people}.apple`,
    login: '',
    name,
    email: `visitor${people}@example.test`,
    emailVerified: true,
  }
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: FRAME },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const reason = (json: Record<string, unknown>) => (json.reasons as { description: string }[])[0]!.description

/** The frame starts a sign-in; `person` signs in at the provider, whose answer is read, not followed. */
async function startAt(provider: 'apple' | 'google', person: StandInPerson) {
  apple.signInAs(person)
  google.signInAs(person)
  const started = await post('/social/start', { provider, returnTo: RETURN_TO })
  expect(started.status).toBe(200)
  const { uri, loginId } = started.json as { uri: string; loginId: string }
  return { uri, loginId, answer: await fetch(uri, { redirect: 'manual' }) }
}

/** An Apple sign-in up to the page Apple answers with: the form it posts to the callback. */
async function appleForm(person: StandInPerson): Promise<{ loginId: string; form: PostedForm; uri: string }> {
  const { uri, loginId, answer } = await startAt('apple', person)
  expect(answer.status).toBe(200)
  return { loginId, form: postedForm(await answer.text(), uri), uri }
}

/** The popup's last steps: the callback's answer to `form`, then the frame redeeming its result. */
async function postAndRedeem(loginId: string, form: PostedForm, from: string) {
  const done = await submit(form, from)
  expect(done.status).toBe(303)
  const next = new URL(done.headers.get('location')!)
  expect(`${next.origin}${next.pathname}`).toBe(`${FRAME}/social/done`)
  return post('/social/connect', { loginId, result: next.searchParams.get('result') })
}

async function appleSignIn(person: StandInPerson) {
  const { loginId, form, uri } = await appleForm(person)
  return postAndRedeem(loginId, form, uri)
}

describe('Sign in with Apple through the auth service', () => {
  it('asks Apple for openid name email, to be answered by a form post, with state, nonce and PKCE S256', async () => {
    await appleForm(newcomer())
    expect(apple.authorizeRequests.at(-1)).toMatchObject({
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid name email',
      client_id: APPLE_SERVICES_ID,
      redirect_uri: `${auth.url}${SOCIAL_CALLBACK_PATH}`,
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
      code_challenge_method: 'S256',
    })
  })

  it('the form Apple posts signs the visitor in, named by its `user` field, with the ID token’s email', async () => {
    const ada = newcomer('Ada Lovelace')
    const { form, loginId, uri } = await appleForm(ada)
    expect([...form.fields.keys()]).toEqual(['code', 'state', 'user'])
    const { status, json } = await postAndRedeem(loginId, form, uri)
    expect(status).toBe(200)
    expect(json).toMatchObject({ email: ada.email, userName: 'Ada Lovelace' })
    // Apple posts the name on the first sign-in only: later ones sign in without it.
    const again = await appleSignIn(ada)
    expect(again.json).toMatchObject({ email: ada.email, userName: '' })
  })

  it('the email is the verified ID token’s, never the unsigned `user` field’s or a posted ID token’s', async () => {
    const grace = newcomer('Grace Hopper')
    const { form, loginId, uri } = await appleForm(grace)
    const user = JSON.parse(form.fields.get('user')!) as Record<string, unknown>
    form.fields.set('user', JSON.stringify({ ...user, email: 'mallory@example.test' }))
    // Apple posts an id_token too when asked for `code id_token`; the one read is the token endpoint's.
    const forged = await new SignJWT({ email: 'mallory@example.test', email_verified: 'true' })
      .setProtectedHeader({ alg: 'ES256' })
      .sign(generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey)
    form.fields.set('id_token', forged)
    const { json } = await postAndRedeem(loginId, form, uri)
    expect(json).toMatchObject({ email: grace.email, userName: 'Grace Hopper' })
  })

  it('a redirect (GET) to the callback with an Apple sign-in’s answer is refused with the sign-in error page', async () => {
    const { form } = await appleForm(newcomer())
    const redirected = await fetch(`${auth.url}${SOCIAL_CALLBACK_PATH}?${form.fields}`, {
      redirect: 'manual',
    })
    expect(redirected.status).toBe(400)
    expect(redirected.headers.get('location')).toBeNull()
    expect(redirected.headers.get('content-type')).toContain('text/html')
    expect(await redirected.text()).toContain('apple sends its answer as a form post, not a redirect')
  })

  it('a form post for a provider that redirects (Google) is refused the same way', async () => {
    const { answer } = await startAt('google', newcomer())
    const query = new URL(answer.headers.get('location')!).searchParams
    const posted = await submit({ action: `${auth.url}${SOCIAL_CALLBACK_PATH}`, fields: query }, google.url)
    expect(posted.status).toBe(400)
    expect(await posted.text()).toContain('google sends its answer as a redirect, not a form post')
  })

  it('a posted answer whose state is no started sign-in is refused, and its code not exchanged', async () => {
    const { form, uri } = await appleForm(newcomer())
    const secretsSent = apple.clientSecrets.length
    form.fields.set('state', 'forged')
    const posted = await submit(form, uri)
    expect(posted.status).toBe(400)
    expect(await posted.text()).toContain('This sign-in is unknown or has expired')
    expect(apple.clientSecrets).toHaveLength(secretsSent)
  })
})

describe('Apple’s client secret', () => {
  const otherKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()

  it.each([
    ['another key id', { keyId: 'OTHERKEY12' }],
    ['another team', { teamId: 'OTHERTEAM1' }],
    ['another key', { privateKey: otherKey }],
  ])('signed with %s is refused by Apple, and the frame is told', async (_case, change) => {
    login = loginWith({ ...apple.settings, signingKey: { ...apple.signingKey, ...change } })
    try {
      const { status, json } = await appleSignIn(newcomer())
      expect(status).toBe(400)
      expect(reason(json)).toBe('The provider refused the code: invalid_client')
    } finally {
      login = loginWith(apple.settings)
    }
  })

  it('a key that cannot sign stops the relying party as it is made (the server’s start), not a sign-in', () => {
    const unusable = { ...apple.signingKey, privateKey: 'not a key' }
    expect(() => loginWith({ ...apple.settings, signingKey: unusable })).toThrow(
      'Apple’s signing key is not a PEM private key',
    )
  })

  it('an expired one is refused; the next sign-in mints a new one, which Apple takes', async () => {
    // Minted two hours ago by the server's clock: its hour is over by Apple's.
    clockOffsetMs = -2 * HOUR_MS
    login = loginWith(apple.settings)
    try {
      const stale = await appleSignIn(newcomer())
      expect(stale.status).toBe(400)
      expect(reason(stale.json)).toBe('The provider refused the code: invalid_client')
      const expired = apple.clientSecrets.at(-1)
      clockOffsetMs = 0
      const fresh = await appleSignIn(newcomer('Katherine Johnson'))
      expect(fresh.json).toMatchObject({ userName: 'Katherine Johnson' })
      expect(apple.clientSecrets.at(-1)).not.toBe(expired)
    } finally {
      clockOffsetMs = 0
      login = loginWith(apple.settings)
    }
  })
})

describe('the Apple stand-in’s token endpoint (what makes the refusals above Apple’s)', () => {
  const redirectUri = 'http://127.0.0.1:9/v1/social/callback'
  const now = Math.floor(Date.now() / 1000)
  const good = { kid: 'KEY1234567', iss: 'TEAM123456', sub: APPLE_SERVICES_ID, aud: APPLE_AUDIENCE }
  const otherKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey

  /** A client secret made by hand: Apple's claims with `change` applied. */
  function secret(change: Partial<typeof good & { iat: number; exp: number }>, key = otherKey) {
    const { kid, iat = now, exp = now + 600, ...claims } = { ...good, ...change }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key)
  }

  /** A code for a sign-in started by hand, redeemed with `clientSecret`: the token endpoint's status and error. */
  async function redeemWith(clientSecret: string) {
    apple.signInAs(newcomer())
    const verifier = randomBytes(32).toString('base64url')
    const authorize = new URL(`${apple.issuer}/auth/authorize`)
    authorize.search = new URLSearchParams({
      client_id: APPLE_SERVICES_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid email',
      state: 'state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString()
    const page = postedForm(await (await fetch(authorize)).text(), authorize.href)
    const answer = await fetch(`${apple.issuer}/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: page.fields.get('code')!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: APPLE_SERVICES_ID,
        client_secret: clientSecret,
      }),
    })
    return { status: answer.status, error: ((await answer.json()) as { error?: string }).error }
  }

  const developerKey = () => createPrivateKey(apple.signingKey.privateKey)

  it('takes a secret made as Apple asks', async () => {
    expect(await redeemWith(await secret({}, developerKey()))).toEqual({ status: 200, error: undefined })
  })

  it.each<[string, Partial<typeof good & { iat: number; exp: number }>]>([
    ['another key id', { kid: 'OTHERKEY12' }],
    ['another team', { iss: 'OTHERTEAM1' }],
    ['another client', { sub: 'com.example.other' }],
    ['another audience', { aud: 'https://example.test' }],
    ['expired', { iat: now - 7200, exp: now - 3600 }],
    ['living longer than six months', { exp: now + APPLE_SECRET_MAX_SECONDS + 1 }],
  ])('refuses a secret with %s', async (_case, change) => {
    expect(await redeemWith(await secret(change, developerKey()))).toEqual({
      status: 400,
      error: 'invalid_client',
    })
  })

  it('refuses a secret signed by another key, and a plain string', async () => {
    expect(await redeemWith(await secret({}))).toEqual({ status: 400, error: 'invalid_client' })
    expect(await redeemWith('a-static-secret')).toEqual({ status: 400, error: 'invalid_client' })
  })

  it('refuses name or email without response_mode=form_post, as Apple does', async () => {
    const authorize = new URL(`${apple.issuer}/auth/authorize`)
    authorize.search = new URLSearchParams({
      client_id: APPLE_SERVICES_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid name email',
    }).toString()
    const answer = await fetch(authorize)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ error: 'invalid_request' })
  })
})
