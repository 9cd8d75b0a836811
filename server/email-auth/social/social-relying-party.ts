import * as client from 'openid-client'
import { USER_IDENTITIES, userReader } from './oauth-user-identity.ts'
import { providerClients, type ProviderClient } from './provider-client.ts'
import { SocialLoginError, socialLoginFailure } from './social-login-error.ts'
import { appleUserName } from './apple-user.ts'
import { answersByFormPost, type SocialProvider, type SocialProviderSettings } from './social-providers.ts'

export { SocialLoginError, type SocialLoginErrorCode } from './social-login-error.ts'

export interface SocialLoginConfig {
  /** The configured providers (server config `email.social.providers`). */
  providers: Partial<Record<SocialProvider, SocialProviderSettings>>
  /** The callback the providers send the visitor back to; the one each provider registered. */
  redirectUri: string
  /** The clock (ms) Apple's client secrets are dated by: Date.now, but for tests. */
  now?: () => number
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

/** How the provider sent the visitor back: the URL it redirected to, or the form it posted (Apple). */
export type SocialCallback = string | { form: URLSearchParams }

/** The authorization response's own parameters (RFC 6749 4.1.2, RFC 9207's iss); the rest is not read. */
const RESPONSE_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri']

/** Who signed in: from a verified ID token, or an OAuth 2 provider's user endpoint. */
export interface SocialIdentity {
  provider: SocialProvider
  issuer: string
  subject: string
  email: string
  emailVerified: boolean
  name: string
}

/**
 * The auth service's side of social login through openid-client: the authorization code flow with PKCE
 * S256 and state (and a nonce for OpenID Connect). `authorization` builds the provider's authorize URL
 * (asking Apple to post its answer: response_mode=form_post); `complete` reads what the provider sent the
 * visitor back with, checks its state and issuer, exchanges the code with the PKCE verifier, then reads the
 * identity from the verified ID token (signature, issuer, audience, expiry, nonce) or from the OAuth 2
 * provider's user endpoint.
 */
export function createSocialLogin(config: SocialLoginConfig) {
  const clientOf = providerClients(config.providers, config.now)

  async function authorization(provider: SocialProvider): Promise<PendingSocialLogin> {
    const provided = await clientOf(provider)
    const state = client.randomState()
    const nonce = client.randomNonce()
    const codeVerifier = client.randomPKCECodeVerifier()
    const url = client.buildAuthorizationUrl(provided.config, {
      redirect_uri: config.redirectUri,
      scope: provided.scope,
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(provided.kind === 'oidc' ? { nonce, ...loginPrompt(provided.config) } : {}),
      ...(answersByFormPost(provider) ? { response_mode: 'form_post' } : {}),
    })
    return { provider, authorizeUrl: url.href, state, nonce, codeVerifier }
  }

  async function complete(pending: SocialLoginToComplete, answer: SocialCallback): Promise<SocialIdentity> {
    const provided = await clientOf(pending.provider)
    const params = typeof answer === 'string' ? new URL(answer).searchParams : answer.form
    const callback = callbackAt(config.redirectUri, params)
    checkCallback(provided, pending, callback.searchParams)
    if (provided.kind === 'oauth') return oauthIdentity(provided, pending, callback)
    const identity = await oidcIdentity(provided, pending, callback)
    // Apple's ID token names nobody: the name comes in the form of the first sign-in alone.
    return pending.provider === 'apple' ? { ...identity, name: appleUserName(params.get('user')) } : identity
  }

  return { authorization, complete }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>

/**
 * The response's parameters on the registered redirect URI: openid-client sends the URL it is given,
 * without its query, as the token request's redirect_uri, which must be the registered one exactly. Only
 * the authorization response's own are kept: Apple's form may carry `user` and a front-channel `id_token`,
 * which openid-client would take for the hybrid flow (the ID token read is the token endpoint's).
 */
function callbackAt(redirectUri: string, params: URLSearchParams): URL {
  const url = new URL(redirectUri)
  url.search = new URLSearchParams(
    [...params].filter(([name]) => RESPONSE_PARAMETERS.includes(name)),
  ).toString()
  return url
}

/** Refuses a callback not meant for this sign-in before any code is sent anywhere. */
function checkCallback(
  provided: ProviderClient,
  pending: SocialLoginToComplete,
  params: URLSearchParams,
): void {
  if (params.get('state') !== pending.state)
    throw new SocialLoginError(
      'state_mismatch',
      'The callback does not belong to this sign-in (state differs)',
    )
  // RFC 9207: an issuer that names itself in its responses must be the one this sign-in went to.
  const { issuer, authorization_response_iss_parameter_supported: names } = provided.config.serverMetadata()
  const iss = params.get('iss')
  if (iss === null ? names === true : iss !== issuer)
    throw new SocialLoginError('issuer_mismatch', `The callback came from ${iss}, not ${issuer}`)
  const error = params.get('error')
  if (error !== null) {
    const description = params.get('error_description') ?? error
    throw new SocialLoginError(error === 'access_denied' ? 'access_denied' : 'provider_error', description)
  }
  if (!params.get('code'))
    throw new SocialLoginError('provider_error', 'The callback carries neither a code nor an error')
}

async function oidcIdentity(
  provided: ProviderClient,
  pending: SocialLoginToComplete,
  callback: URL,
): Promise<SocialIdentity> {
  let claims: client.IDToken | undefined
  try {
    const tokens = await client.authorizationCodeGrant(provided.config, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    })
    claims = tokens.claims()
  } catch (error) {
    throw socialLoginFailure(error, pending.provider, 'invalid_id_token')
  }
  if (!claims) throw new SocialLoginError('invalid_id_token', 'The provider sent no ID token')
  return {
    provider: pending.provider,
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    // Apple sends it as the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : '',
  }
}

async function oauthIdentity(
  provided: Extract<ProviderClient, { kind: 'oauth' }>,
  pending: SocialLoginToComplete,
  callback: URL,
): Promise<SocialIdentity> {
  let accessToken: string
  try {
    const tokens = await client.authorizationCodeGrant(provided.config, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
    })
    accessToken = tokens.access_token
  } catch (error) {
    throw socialLoginFailure(error, pending.provider, 'code_exchange_failed')
  }
  let identity
  try {
    identity = await USER_IDENTITIES[provided.provider](
      provided.userEndpoint,
      userReader(provided.config, accessToken),
    )
  } catch (error) {
    throw socialLoginFailure(error, pending.provider, 'user_endpoint_failed')
  }
  if (!identity.subject)
    throw new SocialLoginError('user_endpoint_failed', `${pending.provider}'s user endpoint named no user id`)
  return { provider: pending.provider, issuer: provided.config.serverMetadata().issuer, ...identity }
}

/** Asks the issuer to show its sign-in every time, where it supports that (the devnet's stand-ins do; Google does not). */
function loginPrompt(config: client.Configuration): { prompt?: string } {
  const supported = config.serverMetadata().prompt_values_supported
  return Array.isArray(supported) && supported.includes('login') ? { prompt: 'login' } : {}
}
