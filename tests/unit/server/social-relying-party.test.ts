import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSocialLogin,
  SocialLoginError,
  type SocialLogin,
} from '../../../server/email-auth/social/social-relying-party.ts'
import type { SocialProvider } from '../../../server/email-auth/social/social-providers.ts'
import {
  startOAuthProviderStandIns,
  type OAuthProviderStandIns,
  type StandInPerson,
} from '../../support/social-providers/oauth-provider-stand-ins.ts'
import {
  startOidcIssuerStandIn,
  type IdTokenDefect,
  type OidcIssuerStandIn,
} from '../../support/social-providers/oidc-issuer-stand-in.ts'

// Issue 28, deliver 7: the relying party (openid-client) against stand-ins of each provider's shape:
// GitHub, Discord, X and Facebook as OAuth 2 with a user endpoint, Google as an OpenID Connect issuer.
// Every step goes over real HTTP; the provider's redirect is read, not followed.

const REDIRECT_URI = 'http://127.0.0.1:9/v1/social/callback'
/** Nothing listens there: an issuer that is down. */
const DOWN = 'http://127.0.0.1:9'
const ADA: StandInPerson = {
  id: '583231',
  login: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  emailVerified: true,
}

let oauth: OAuthProviderStandIns
let oidc: OidcIssuerStandIn
let login: SocialLogin

beforeAll(async () => {
  ;[oauth, oidc] = await Promise.all([startOAuthProviderStandIns(), startOidcIssuerStandIn()])
  login = loginWith({})
})
afterAll(() => Promise.all([oauth?.close(), oidc?.close()]))

/** The relying party with every provider at its stand-in, `changes` applied on top. */
function loginWith(changes: Parameters<typeof createSocialLogin>[0]['providers']): SocialLogin {
  return createSocialLogin({
    providers: {
      github: oauth.settings('github'),
      discord: oauth.settings('discord'),
      x: oauth.settings('x'),
      facebook: oauth.settings('facebook'),
      google: oidc.settings,
      ...changes,
    },
    redirectUri: REDIRECT_URI,
  })
}

/** `person` signs in at `provider`: the sign-in started and the callback URL the provider sent back. */
async function signIn(provider: SocialProvider, person = ADA, relyingParty = login) {
  oauth.signInAs(person)
  oidc.signInAs(person)
  const pending = await relyingParty.authorization(provider)
  const answer = await fetch(pending.authorizeUrl, { redirect: 'manual' })
  expect(answer.status).toBe(302)
  return { pending, callbackUrl: answer.headers.get('location')! }
}

async function refusal(promise: Promise<unknown>): Promise<SocialLoginError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SocialLoginError)
  return error as SocialLoginError
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

describe('the authorization URL', () => {
  it('OAuth 2 (GitHub): the client, the registered callback, the scopes, state and a PKCE S256 challenge', async () => {
    const { pending } = await signIn('github')
    const params = oauth.authorizeRequests.at(-1)!
    expect(params).toEqual({
      response_type: 'code',
      client_id: 'portkit-test-client',
      redirect_uri: REDIRECT_URI,
      scope: 'read:user user:email',
      state: pending.state,
      code_challenge: challengeOf(pending.codeVerifier),
      code_challenge_method: 'S256',
    })
    expect(new URL(pending.authorizeUrl).origin + '/github/authorize').toBe(
      oauth.settings('github').authorizationEndpoint,
    )
  })

  it('OpenID Connect (Google): the same with a nonce and the OpenID scopes', async () => {
    const { pending } = await signIn('google')
    expect(oidc.authorizeRequests.at(-1)).toMatchObject({
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: challengeOf(pending.codeVerifier),
      code_challenge_method: 'S256',
    })
  })

  it('each sign-in has its own state, nonce and verifier', async () => {
    const [first, second] = await Promise.all([
      login.authorization('discord'),
      login.authorization('discord'),
    ])
    expect(first.state).not.toBe(second.state)
    expect(first.nonce).not.toBe(second.nonce)
    expect(first.codeVerifier).not.toBe(second.codeVerifier)
  })
})

describe('who signed in', () => {
  it('GitHub: the numeric id, the name, and the primary address from /user/emails with its verification', async () => {
    const { pending, callbackUrl } = await signIn('github')
    expect(await login.complete(pending, callbackUrl)).toEqual({
      provider: 'github',
      issuer: new URL(oauth.url).origin,
      subject: '583231',
      email: 'ada@example.test',
      emailVerified: true,
      name: 'Ada Lovelace',
    })
  })

  it('Discord, X and Facebook: their user endpoints read into the same identity', async () => {
    for (const provider of ['discord', 'x', 'facebook'] as const) {
      const { pending, callbackUrl } = await signIn(provider)
      expect(await login.complete(pending, callbackUrl)).toMatchObject({
        provider,
        subject: '583231',
        email: 'ada@example.test',
        emailVerified: true,
        name: 'Ada Lovelace',
      })
    }
  })

  it('an address the provider has not verified is never taken as verified', async () => {
    const unverified = { ...ADA, emailVerified: false }
    for (const provider of ['github', 'discord', 'x', 'facebook', 'google'] as const) {
      const { pending, callbackUrl } = await signIn(provider, unverified)
      expect((await login.complete(pending, callbackUrl)).emailVerified).toBe(false)
    }
  })

  it('Google: from the verified ID token, the issuer its own', async () => {
    const { pending, callbackUrl } = await signIn('google')
    expect(await login.complete(pending, callbackUrl)).toEqual({
      provider: 'google',
      issuer: oidc.issuer,
      subject: '583231',
      email: 'ada@example.test',
      emailVerified: true,
      name: 'Ada Lovelace',
    })
  })
})

describe('refusals', () => {
  it("a callback whose state is not this sign-in's is refused before its code is exchanged", async () => {
    const first = await signIn('github')
    const second = await signIn('github')
    expect((await refusal(login.complete(first.pending, second.callbackUrl))).code).toBe('state_mismatch')
    // The code was not spent: its own sign-in still completes with it.
    expect(await login.complete(second.pending, second.callbackUrl)).toMatchObject({ provider: 'github' })
  })

  it('the token endpoint refusing the client (GitHub answers with HTTP 200, Discord with 400)', async () => {
    const wrongSecret = loginWith({
      github: { ...oauth.settings('github'), clientSecret: 'wrong' },
      discord: { ...oauth.settings('discord'), clientSecret: 'wrong' },
    })
    for (const provider of ['github', 'discord'] as const) {
      const { pending, callbackUrl } = await signIn(provider, ADA, wrongSecret)
      const error = await refusal(wrongSecret.complete(pending, callbackUrl))
      expect(error.code).toBe('code_exchange_failed')
      expect(error.message).toBe('The provider refused the code: Client authentication failed')
    }
  })

  it('a PKCE verifier other than the challenge’s, and a code used twice', async () => {
    const { pending, callbackUrl } = await signIn('discord')
    const wrongVerifier = { ...pending, codeVerifier: `${pending.codeVerifier.slice(1)}A` }
    const error = await refusal(login.complete(wrongVerifier, callbackUrl))
    expect(error.message).toBe(
      'The provider refused the code: The code_verifier does not match the challenge',
    )
    const again = await refusal(login.complete(pending, callbackUrl))
    expect(again.message).toBe('The provider refused the code: The code passed is incorrect or expired.')
  })

  it('a declined sign-in carries the provider’s words', async () => {
    const { pending } = await signIn('github')
    const declined = `${REDIRECT_URI}?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${pending.state}`
    const error = await refusal(login.complete(pending, declined))
    expect(error.code).toBe('access_denied')
    expect(error.message).toBe('The user has denied your application access.')
  })

  it('an issuer that is down: no authorize URL, a clear refusal, and the next sign-in tries again', async () => {
    const down = loginWith({ google: { ...oidc.settings, issuer: `${DOWN}/google` } })
    const error = await refusal(down.authorization('google'))
    expect(error.code).toBe('provider_unavailable')
    expect(error.message).toBe(
      `google sign-in is unavailable: its issuer ${DOWN}/google did not answer its discovery`,
    )
    expect((await refusal(down.authorization('google'))).code).toBe('provider_unavailable')
  })

  it('a token or user endpoint that is down or answers something else', async () => {
    const broken = loginWith({
      discord: { ...oauth.settings('discord'), tokenEndpoint: `${DOWN}/token` },
      x: { ...oauth.settings('x'), userEndpoint: `${oauth.url}/x/no-such-endpoint` },
      // Answers 401 without an OAuth error body: neither tokens nor a refusal.
      github: { ...oauth.settings('github'), tokenEndpoint: `${oauth.url}/github/no-such-endpoint` },
    })
    const discord = await signIn('discord', ADA, broken)
    const unreachable = await refusal(broken.complete(discord.pending, discord.callbackUrl))
    expect(unreachable.code).toBe('provider_unavailable')
    expect(unreachable.message).toBe('discord could not be reached; try again later')
    const github = await signIn('github', ADA, broken)
    const notToken = await refusal(broken.complete(github.pending, github.callbackUrl))
    expect(notToken.code).toBe('code_exchange_failed')
    expect(notToken.message).toContain('unexpected HTTP response status code')
    const x = await signIn('x', ADA, broken)
    const error = await refusal(broken.complete(x.pending, x.callbackUrl))
    expect(error.code).toBe('user_endpoint_failed')
    expect(error.message).toContain('answered HTTP 404')
  })

  it('a provider that is not configured', async () => {
    const error = await refusal(loginWith({}).authorization('apple'))
    expect(error.code).toBe('unknown_provider')
  })

  it.each<[IdTokenDefect, string]>([
    ['tampered', 'signature'],
    ['foreign-key', 'key'],
    ['wrong-nonce', 'nonce'],
    ['wrong-audience', 'aud'],
    ['expired', 'exp'],
  ])('an ID token %s is refused', async (defect, named) => {
    const { pending, callbackUrl } = await signIn('google')
    oidc.issueIdTokens(defect)
    try {
      const error = await refusal(login.complete(pending, callbackUrl))
      expect(error.code).toBe('invalid_id_token')
      expect(error.message).toContain(named)
    } finally {
      oidc.issueIdTokens(undefined)
    }
  })
})
