import * as client from 'openid-client'
import {
  isLoopbackHttp,
  isOidcProvider,
  OAUTH_ENDPOINT_NAMES,
  OAUTH_ENDPOINTS,
  OAUTH_SCOPES,
  OIDC_ISSUERS,
  SOCIAL_SCOPES,
  type OAuthEndpoints,
  type OAuthProvider,
  type SocialProvider,
  type SocialProviderSettings,
} from './social-providers.ts'
import { SocialLoginError } from './social-login-error.ts'

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
 * endpoints.
 */
export function providerClients(providers: Partial<Record<SocialProvider, SocialProviderSettings>>) {
  const made = new Map<SocialProvider, Promise<ProviderClient>>()
  return (provider: SocialProvider): Promise<ProviderClient> => {
    const settings = providers[provider]
    if (!settings)
      return Promise.reject(new SocialLoginError('unknown_provider', `${provider} sign-in is not configured`))
    let found = made.get(provider)
    if (!found) {
      found = makeClient(provider, settings)
      found.catch(() => made.delete(provider))
      made.set(provider, found)
    }
    return found
  }
}

function makeClient(provider: SocialProvider, settings: SocialProviderSettings): Promise<ProviderClient> {
  const issuer = settings.issuer ?? (isOidcProvider(provider) ? OIDC_ISSUERS[provider] : undefined)
  if (issuer !== undefined) return discover(provider, issuer, settings)
  return Promise.resolve(oauthClient(provider as OAuthProvider, settings))
}

async function discover(
  provider: SocialProvider,
  issuer: string,
  settings: SocialProviderSettings,
): Promise<ProviderClient> {
  // ID tokens come over TLS, which OpenID Connect deems enough; their signature is checked all the same.
  const execute = [client.enableNonRepudiationChecks]
  if (isLoopbackHttp(issuer)) execute.push(client.allowInsecureRequests)
  let config: client.Configuration
  try {
    config = await client.discovery(
      new URL(issuer),
      settings.clientId,
      undefined,
      clientAuth(provider, settings),
      {
        execute,
        timeout: PROVIDER_TIMEOUT_SECONDS,
      },
    )
  } catch (error) {
    throw new SocialLoginError(
      'provider_unavailable',
      `${provider} sign-in is unavailable: its issuer ${issuer} did not answer its discovery`,
      { cause: error },
    )
  }
  return { kind: 'oidc', provider, config, scope: SOCIAL_SCOPES.join(' ') }
}

function oauthClient(provider: OAuthProvider, settings: SocialProviderSettings): ProviderClient {
  const endpoints: OAuthEndpoints = { ...OAUTH_ENDPOINTS[provider], ...definedEndpoints(settings) }
  const server: client.ServerMetadata = {
    // OAuth 2 providers name no issuer; their authorization server's origin stands for it.
    issuer: new URL(endpoints.authorizationEndpoint).origin,
    authorization_endpoint: endpoints.authorizationEndpoint,
    token_endpoint: endpoints.tokenEndpoint,
  }
  const config = new client.Configuration(
    server,
    settings.clientId,
    undefined,
    clientAuth(provider, settings),
  )
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

/** A public PKCE client sends no secret; X takes a confidential client's in the Basic header, the rest in the body. */
function clientAuth(provider: SocialProvider, { clientSecret }: SocialProviderSettings): client.ClientAuth {
  if (clientSecret === undefined) return client.None()
  return provider === 'x' ? client.ClientSecretBasic(clientSecret) : client.ClientSecretPost(clientSecret)
}
