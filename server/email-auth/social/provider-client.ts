import * as client from 'openid-client'
import {
  isLoopbackHttp,
  isOidcProvider,
  OAUTH_ENDPOINT_NAMES,
  OAUTH_ENDPOINTS,
  OAUTH_SCOPES,
  OIDC_ISSUERS,
  oidcScopes,
  type OAuthEndpoints,
  type OAuthProvider,
  type SocialProvider,
  type SocialProviderSettings,
} from './social-providers.ts'
import { SocialLoginError } from './social-login-error.ts'
import { appleClientSecrets } from './apple-client-secret.ts'

/** Seconds a provider has to answer: well inside the frame's 30 s wait for the sign-in URL. */
const PROVIDER_TIMEOUT_SECONDS = 10

/** A provider's openid-client configuration and how its identity is read. */
export type ProviderClient =
  | { kind: 'oidc'; provider: SocialProvider; config: client.Configuration; scope: string }
  | {
      kind: 'oauth'
      provider: OAuthProvider
      config: client.Configuration
      scope: string
      userEndpoint: string
    }

/**
 * Each configured provider's client, made on first use: an OpenID Connect issuer is discovered then
 * (a failed discovery is retried by the next sign-in, not remembered), an OAuth 2 provider is its fixed
 * endpoints. `now` (ms) dates Apple's client secrets.
 */
export function providerClients(
  providers: Partial<Record<SocialProvider, SocialProviderSettings>>,
  now: () => number = Date.now,
) {
  const made = new Map<SocialProvider, Promise<ProviderClient>>()
  // Made at once: a signing key that cannot sign stops the server's start, not a visitor's sign-in.
  const auths = new Map(
    Object.entries(providers).map(([name, settings]) => {
      const provider = name as SocialProvider
      return [provider, clientAuth(provider, settings, now)]
    }),
  )
  return (provider: SocialProvider): Promise<ProviderClient> => {
    const settings = providers[provider]
    const auth = auths.get(provider)
    if (!settings || !auth)
      return Promise.reject(new SocialLoginError('unknown_provider', `${provider} sign-in is not configured`))
    let found = made.get(provider)
    if (!found) {
      found = makeClient(provider, settings, auth)
      found.catch(() => made.delete(provider))
      made.set(provider, found)
    }
    return found
  }
}

function makeClient(
  provider: SocialProvider,
  settings: SocialProviderSettings,
  auth: client.ClientAuth,
): Promise<ProviderClient> {
  const issuer = settings.issuer ?? (isOidcProvider(provider) ? OIDC_ISSUERS[provider] : undefined)
  if (issuer !== undefined) return discover(provider, issuer, settings.clientId, auth)
  return Promise.resolve(oauthClient(provider as OAuthProvider, settings, auth))
}

async function discover(
  provider: SocialProvider,
  issuer: string,
  clientId: string,
  auth: client.ClientAuth,
): Promise<ProviderClient> {
  // ID tokens come over TLS, which OpenID Connect deems enough; their signature is checked all the same.
  const execute = [client.enableNonRepudiationChecks]
  if (isLoopbackHttp(issuer)) execute.push(client.allowInsecureRequests)
  let config: client.Configuration
  try {
    config = await client.discovery(new URL(issuer), clientId, undefined, auth, {
      execute,
      timeout: PROVIDER_TIMEOUT_SECONDS,
    })
  } catch (error) {
    throw new SocialLoginError(
      'provider_unavailable',
      `${provider} sign-in is unavailable: its issuer ${issuer} did not answer its discovery`,
      { cause: error },
    )
  }
  return { kind: 'oidc', provider, config, scope: oidcScopes(provider).join(' ') }
}

function oauthClient(
  provider: OAuthProvider,
  settings: SocialProviderSettings,
  auth: client.ClientAuth,
): ProviderClient {
  const endpoints: OAuthEndpoints = { ...OAUTH_ENDPOINTS[provider], ...definedEndpoints(settings) }
  const server: client.ServerMetadata = {
    // OAuth 2 providers name no issuer; their authorization server's origin stands for it.
    issuer: new URL(endpoints.authorizationEndpoint).origin,
    authorization_endpoint: endpoints.authorizationEndpoint,
    token_endpoint: endpoints.tokenEndpoint,
  }
  const config = new client.Configuration(server, settings.clientId, undefined, auth)
  config.timeout = PROVIDER_TIMEOUT_SECONDS
  if (Object.values(endpoints).some(isLoopbackHttp)) client.allowInsecureRequests(config)
  return {
    kind: 'oauth',
    provider,
    config,
    scope: OAUTH_SCOPES[provider],
    userEndpoint: endpoints.userEndpoint,
  }
}

function definedEndpoints(settings: SocialProviderSettings): Partial<OAuthEndpoints> {
  return Object.fromEntries(
    OAUTH_ENDPOINT_NAMES.flatMap((name) => (settings[name] === undefined ? [] : [[name, settings[name]]])),
  )
}

/**
 * A public PKCE client sends no secret; X takes a confidential client's in the Basic header, the rest in
 * the body (client_secret_post, the one method Apple takes), Apple's a JWT signed anew as each nears expiry.
 */
function clientAuth(
  provider: SocialProvider,
  { clientId, clientSecret, signingKey }: SocialProviderSettings,
  now: () => number,
): client.ClientAuth {
  if (signingKey) {
    const secret = appleClientSecrets(clientId, signingKey, now)
    return (as, metadata, body, headers) => client.ClientSecretPost(secret())(as, metadata, body, headers)
  }
  if (clientSecret === undefined) return client.None()
  return provider === 'x' ? client.ClientSecretBasic(clientSecret) : client.ClientSecretPost(clientSecret)
}
