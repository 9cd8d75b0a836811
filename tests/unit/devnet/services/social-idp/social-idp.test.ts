import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCIAL_TTL } from '../../../../../devnet/services/social-idp/issuer-configuration.ts'
import {
  startSocialIdp,
  type SocialIdp,
} from '../../../../../devnet/services/social-idp/social-idp-server.ts'
import { standInSettings } from '../../../../../devnet/services/social-idp/stand-in-client.ts'
import {
  createSocialLogin,
  SocialLoginError,
  type PendingSocialLogin,
  type SocialLogin,
} from '../../../../../server/email-auth/social/social-relying-party.ts'
import type { SocialProvider } from '../../../../../server/email-auth/social/social-providers.ts'
import { formAction, formPostAtProvider, socialVisitor } from './social-visitor.ts'

// Issue 14, social login stand-ins: one OpenID Connect provider per social provider name on loopback, with
// a login and consent page; the auth service's relying-party helper verifies what comes back. Every step
// goes over real HTTP, the way a visitor's browser and the auth service would.

const REDIRECT_URI = 'http://127.0.0.1:9/v1/social/callback'
let idp: SocialIdp
let login: SocialLogin

beforeAll(async () => {
  idp = await startSocialIdp({ redirectUris: [REDIRECT_URI] })
  login = createSocialLogin({ providers: standInSettings(idp).providers, redirectUri: REDIRECT_URI })
})
afterAll(() => idp?.close())

/** Walks the visitor from the authorize URL through the consent page; returns the page and the callback URL. */
async function signIn(
  provider: SocialProvider,
  decision: 'approve' | 'decline',
  person = { name: 'Ada Lovelace', email: 'ada@example.test' },
) {
  const visitor = socialVisitor()
  const pending = await login.authorization(provider)
  const authorize = await visitor.go(pending.authorizeUrl)
  const consentUrl = visitor.redirectOf(authorize, pending.authorizeUrl)
  const consent = await visitor.go(consentUrl)
  const page = await consent.text()
  expect(consent.status).toBe(200)
  const action = formAction(page, consentUrl)
  const decided = await visitor.go(action, { ...person, decision })
  const resumeUrl = visitor.redirectOf(decided, action)
  const resumed = await visitor.go(resumeUrl)
  const callbackUrl = visitor.redirectOf(resumed, resumeUrl)
  return { pending, page, consentHeaders: consent.headers, callbackUrl }
}

async function refusal(promise: Promise<unknown>): Promise<SocialLoginError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SocialLoginError)
  return error as SocialLoginError
}

/** The raw token answer for a callback, as the auth service would get it, to hand-craft bad ID tokens. */
async function idTokenFor(pending: PendingSocialLogin, callbackUrl: string): Promise<string> {
  const discovery = (await (
    await fetch(`${idp.issuers[pending.provider]}/.well-known/openid-configuration`)
  ).json()) as {
    token_endpoint: string
  }
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: new URL(callbackUrl).searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      client_id: idp.clientId,
      code_verifier: pending.codeVerifier,
    }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { id_token: string }).id_token
}

describe('the stand-in providers', () => {
  it('serve one issuer per social provider name on one loopback port, each with its discovery and JWKS', async () => {
    expect(Object.keys(idp.issuers)).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const [provider, issuer] of Object.entries(idp.issuers)) {
      expect(issuer).toBe(`${idp.url}/${provider}`)
      const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()
      expect(discovery).toMatchObject({
        issuer,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        id_token_signing_alg_values_supported: ['EdDSA'],
      })
    }
    const google = await (await fetch(`${idp.issuers.google}/jwks`)).json()
    const github = await (await fetch(`${idp.issuers.github}/jwks`)).json()
    expect(google.keys).toHaveLength(1)
    expect(google.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' })
    expect(google.keys[0].d).toBeUndefined()
    expect(google.keys[0].kid).not.toBe(github.keys[0].kid)
  })

  it('name the provider on a consent page that has no script and refuses to be framed', async () => {
    const { page, consentHeaders } = await signIn('github', 'decline')
    expect(page).toContain('<h1>Sign in with GitHub</h1>')
    expect(page).toContain('portkit-devnet-auth')
    expect(page).not.toContain('<script')
    const csp = consentHeaders.get('content-security-policy')!
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'none'")
  })

  it('show what the visitor typed back as inert text when the form is refused', async () => {
    const visitor = socialVisitor()
    const pending = await login.authorization('google')
    const consentUrl = visitor.redirectOf(await visitor.go(pending.authorizeUrl), pending.authorizeUrl)
    const page = await (await visitor.go(consentUrl)).text()
    const hostile = '"><img src=x onerror=alert(1)>'
    const refused = await visitor.go(formAction(page, consentUrl), {
      name: hostile,
      email: 'not an email',
      decision: 'approve',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Enter a valid email address')
    expect(html).toContain('&#34;&#62;&#60;img src=x onerror=alert(1)&#62;')
    expect(html).not.toContain('<img')
  })

  it('send the visitor back only to a registered redirect URI', async () => {
    const pending = await login.authorization('google')
    const elsewhere = new URL(pending.authorizeUrl)
    elsewhere.searchParams.set('redirect_uri', 'http://127.0.0.1:9/other')
    const response = await fetch(elsewhere, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('redirect_uri did not match any of the client')
  })

  it('refuse an authorization request without a PKCE challenge', async () => {
    const pending = await login.authorization('google')
    const url = new URL(pending.authorizeUrl)
    url.searchParams.delete('code_challenge')
    url.searchParams.delete('code_challenge_method')
    const response = await fetch(url, { redirect: 'manual' })
    const callback = new URL(response.headers.get('location')!)
    expect(callback.searchParams.get('error')).toBe('invalid_request')
  })
})

describe('social login through the stand-ins', () => {
  it('approve on Google: code -> tokens -> an identity verified as Google', async () => {
    const { pending, callbackUrl } = await signIn('google', 'approve')
    expect(callbackUrl.startsWith(`${REDIRECT_URI}?`)).toBe(true)
    expect(new URL(callbackUrl).searchParams.get('code')).toBeTruthy()
    const identity = await login.complete(pending, callbackUrl)
    expect(identity).toEqual({
      provider: 'google',
      issuer: idp.issuers.google,
      subject: expect.stringMatching(/^[0-9a-f]{32}$/),
      email: 'ada@example.test',
      emailVerified: true,
      name: 'Ada Lovelace',
    })
  })

  it('approve on GitHub: another issuer, another subject for the same email', async () => {
    const google = await signIn('google', 'approve', { name: 'Grace', email: 'grace@example.test' })
    const github = await signIn('github', 'approve', { name: 'Grace H', email: 'grace@example.test' })
    const fromGoogle = await login.complete(google.pending, google.callbackUrl)
    const fromGithub = await login.complete(github.pending, github.callbackUrl)
    expect(fromGithub).toMatchObject({ provider: 'github', issuer: idp.issuers.github, name: 'Grace H' })
    expect(fromGithub.subject).not.toBe(fromGoogle.subject)
  })

  it('decline: the callback carries access_denied and the login fails with it', async () => {
    for (const provider of ['google', 'discord'] as const) {
      const { pending, callbackUrl } = await signIn(provider, 'decline')
      const params = new URL(callbackUrl).searchParams
      expect(params.get('error')).toBe('access_denied')
      expect(params.get('state')).toBe(pending.state)
      expect(params.get('code')).toBeNull()
      const error = await refusal(login.complete(pending, callbackUrl))
      expect(error.code).toBe('access_denied')
      expect(error.message).toBe('The user declined the sign-in')
    }
  })

  it('a code is exchanged once only', async () => {
    const { pending, callbackUrl } = await signIn('google', 'approve')
    await login.complete(pending, callbackUrl)
    expect((await refusal(login.complete(pending, callbackUrl))).code).toBe('code_exchange_failed')
  })

  it('a PKCE verifier other than the one the challenge was made from is refused', async () => {
    const { pending, callbackUrl } = await signIn('github', 'approve')
    const wrongVerifier = { ...pending, codeVerifier: `${pending.codeVerifier.slice(1)}A` }
    const error = await refusal(login.complete(wrongVerifier, callbackUrl))
    expect(error.code).toBe('code_exchange_failed')
    expect(error.message).toBe('The provider refused the code: grant request is invalid')
    // The same code with the right verifier still works: the refusal was the verifier's alone.
    expect(await login.complete(pending, callbackUrl)).toMatchObject({ provider: 'github' })
  })

  it("a callback whose state is not this sign-in's, or that names another issuer, is refused before any exchange", async () => {
    const google = await signIn('google', 'approve')
    const github = await signIn('github', 'approve')
    expect((await refusal(login.complete(google.pending, github.callbackUrl))).code).toBe('state_mismatch')
    const forged = new URL(github.callbackUrl)
    forged.searchParams.set('state', google.pending.state)
    expect((await refusal(login.complete(google.pending, forged.href))).code).toBe('issuer_mismatch')
  })
})

describe('the Apple stand-in, answering as Apple does', () => {
  const grace = { name: 'Grace Hopper', email: 'grace@example.test', decision: 'approve' } as const

  it('posts its answer to the callback, with the name and email as `user` on the first sign-in only', async () => {
    const first = await login.authorization('apple')
    expect(new URL(first.authorizeUrl).searchParams.get('response_mode')).toBe('form_post')
    const posted = await formPostAtProvider(first.authorizeUrl, grace)
    expect(posted.action).toBe(REDIRECT_URI)
    expect(JSON.parse(posted.fields.get('user')!)).toEqual({
      name: { firstName: 'Grace', lastName: 'Hopper' },
      email: 'grace@example.test',
    })
    expect(await login.complete(first, { form: posted.fields })).toMatchObject({
      provider: 'apple',
      issuer: idp.issuers.apple,
      email: 'grace@example.test',
      emailVerified: true,
      name: 'Grace Hopper',
    })
    const again = await login.authorization('apple')
    const later = await formPostAtProvider(again.authorizeUrl, grace)
    expect(later.fields.has('user')).toBe(false)
    expect(await login.complete(again, { form: later.fields })).toMatchObject({ name: '' })
  })

  it('refuses name or email asked for without response_mode=form_post', async () => {
    const pending = await login.authorization('apple')
    const query = new URL(pending.authorizeUrl)
    query.searchParams.delete('response_mode')
    const answer = await fetch(query, { redirect: 'manual' })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(
      'response_mode must be form_post when name or email scope is requested.',
    )
  })
})

describe('the ID token', () => {
  // The relying party's refusals of bad ID tokens are driven by a tampering issuer in
  // tests/unit/server/social-relying-party.test.ts.
  it('is short-lived and carries the nonce of the sign-in', async () => {
    const { pending, callbackUrl } = await signIn('google', 'approve')
    const claims = decodeJwt(await idTokenFor(pending, callbackUrl))
    expect(claims.exp! - claims.iat!).toBe(SOCIAL_TTL.IdToken)
    expect(claims).toMatchObject({ iss: idp.issuers.google, aud: idp.clientId, nonce: pending.nonce })
  })
})
