import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { SOCIAL_SCOPES, type SocialProvider } from './social-providers.ts'

/**
 * ID token signatures accepted: the asymmetric ones providers publish keys for (Google, Apple and Facebook sign
 * with RS256). Never a shared-secret HS* or `none`: this public client holds no secret to check them with.
 */
export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'] as const

export interface SocialLoginConfig {
  /** Issuer URL per provider (the devnet manifest's `socialIdp.<provider>`). */
  issuers: Partial<Record<SocialProvider, string>>
  clientId: string
  /** The callback the providers send the visitor back to; one of those the providers registered. */
  redirectUri: string
}

/** An authorization started: send the visitor to `authorizeUrl`, keep the rest server-side until the callback. */
export interface PendingSocialLogin {
  provider: SocialProvider
  authorizeUrl: string
  state: string
  nonce: string
  codeVerifier: string
}

/** What completing a sign-in needs of it: all but the URL the visitor was sent to. */
export type SocialLoginToComplete = Omit<PendingSocialLogin, 'authorizeUrl'>

/** Who signed in, read from a verified ID token. */
export interface SocialIdentity {
  provider: SocialProvider
  issuer: string
  subject: string
  email: string
  emailVerified: boolean
  name: string
}

export type SocialLoginErrorCode =
  | 'access_denied'
  | 'provider_error'
  | 'unknown_provider'
  | 'state_mismatch'
  | 'issuer_mismatch'
  | 'code_exchange_failed'
  | 'invalid_id_token'

export class SocialLoginError extends Error {
  override name = 'SocialLoginError'
  constructor(
    readonly code: SocialLoginErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

interface Discovery {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}

/** Seconds of clock difference tolerated on iat/exp (devnet parts share one clock). */
const CLOCK_TOLERANCE = 5

/**
 * The auth service's side of social login (OpenID Connect authorization code flow with PKCE S256, state
 * and nonce). `authorization` builds the provider's authorize URL; `complete` reads the callback URL the
 * provider redirected to, checks state and issuer, exchanges the code with the PKCE verifier and verifies
 * the ID token: signature against the issuer's JWKS, issuer, audience, expiry and nonce.
 */
export function createSocialLogin(config: SocialLoginConfig) {
  const discoveries = new Map<string, Promise<Discovery>>()
  const keySets = new Map<string, JWTVerifyGetKey>()

  function issuerOf(provider: SocialProvider): string {
    const issuer = config.issuers[provider]
    if (!issuer) throw new SocialLoginError('unknown_provider', `No issuer is configured for ${provider}`)
    return issuer
  }

  function discover(issuer: string): Promise<Discovery> {
    let found = discoveries.get(issuer)
    if (!found) {
      found = fetchDiscovery(issuer)
      // A failed lookup is retried next time rather than remembered.
      found.catch(() => discoveries.delete(issuer))
      discoveries.set(issuer, found)
    }
    return found
  }

  async function authorization(provider: SocialProvider): Promise<PendingSocialLogin> {
    const discovery = await discover(issuerOf(provider))
    const state = randomToken()
    const nonce = randomToken()
    const codeVerifier = randomToken()
    const url = new URL(discovery.authorization_endpoint)
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      scope: SOCIAL_SCOPES.join(' '),
      state,
      nonce,
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
      // The stand-in always shows its sign-in page, so a test user can pick who signs in each time.
      prompt: 'login',
    }).toString()
    return { provider, authorizeUrl: url.href, state, nonce, codeVerifier }
  }

  async function complete(pending: SocialLoginToComplete, callbackUrl: string): Promise<SocialIdentity> {
    const issuer = issuerOf(pending.provider)
    const params = new URL(callbackUrl).searchParams
    if (params.get('state') !== pending.state) {
      throw new SocialLoginError(
        'state_mismatch',
        'The callback does not belong to this sign-in (state differs)',
      )
    }
    // RFC 9207: the response names its issuer, so a code from another provider is never sent to this one.
    if (params.get('iss') !== issuer) {
      throw new SocialLoginError(
        'issuer_mismatch',
        `The callback came from ${params.get('iss')}, not ${issuer}`,
      )
    }
    const error = params.get('error')
    if (error !== null) {
      const description = params.get('error_description') ?? error
      throw new SocialLoginError(error === 'access_denied' ? 'access_denied' : 'provider_error', description)
    }
    const code = params.get('code')
    if (!code)
      throw new SocialLoginError('provider_error', 'The callback carries neither a code nor an error')
    return exchange(pending, code)
  }

  async function exchange(pending: SocialLoginToComplete, code: string): Promise<SocialIdentity> {
    const discovery = await discover(issuerOf(pending.provider))
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      redirect: 'error',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.redirectUri,
        client_id: config.clientId,
        code_verifier: pending.codeVerifier,
      }),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok || typeof body.id_token !== 'string') {
      const reason =
        typeof body.error_description === 'string' ? body.error_description : `HTTP ${response.status}`
      throw new SocialLoginError('code_exchange_failed', `The provider refused the code: ${reason}`)
    }
    return verifyIdToken(pending, body.id_token)
  }

  /** Verifies an ID token issued for `pending`: signature (issuer's JWKS), issuer, audience, expiry, nonce. */
  async function verifyIdToken(pending: SocialLoginToComplete, idToken: string): Promise<SocialIdentity> {
    const discovery = await discover(issuerOf(pending.provider))
    let keys = keySets.get(discovery.jwks_uri)
    if (!keys) keySets.set(discovery.jwks_uri, (keys = createRemoteJWKSet(new URL(discovery.jwks_uri))))
    let payload
    try {
      ;({ payload } = await jwtVerify(idToken, keys, {
        issuer: discovery.issuer,
        audience: config.clientId,
        algorithms: [...ID_TOKEN_ALGORITHMS],
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        clockTolerance: CLOCK_TOLERANCE,
      }))
    } catch (error) {
      const reason = error instanceof joseErrors.JOSEError ? error.message : String(error)
      throw new SocialLoginError('invalid_id_token', `The ID token was refused: ${reason}`, { cause: error })
    }
    if (payload.nonce !== pending.nonce) {
      throw new SocialLoginError(
        'invalid_id_token',
        'The ID token was refused: its nonce is not this sign-in’s',
      )
    }
    if (payload.azp !== undefined && payload.azp !== config.clientId) {
      throw new SocialLoginError(
        'invalid_id_token',
        'The ID token was refused: it was issued to another client',
      )
    }
    return {
      provider: pending.provider,
      issuer: discovery.issuer,
      subject: payload.sub!,
      email: String(payload.email ?? ''),
      emailVerified: payload.email_verified === true,
      name: String(payload.name ?? ''),
    }
  }

  return { authorization, complete, verifyIdToken }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { redirect: 'error' })
  if (!response.ok) throw new Error(`${issuer} has no discovery document (HTTP ${response.status})`)
  const discovery = (await response.json()) as Discovery
  // OpenID Connect Discovery 4.3: the document must name the issuer it was fetched for.
  if (discovery.issuer !== issuer) throw new Error(`${issuer} published the issuer ${discovery.issuer}`)
  return discovery
}

function randomToken(): string {
  return randomBytes(32).toString('base64url')
}
