import {
  FRAME_SOCIAL_PROVIDERS,
  type FrameSocialProvider,
} from '../../../runtime/core/validation/frame-fields.ts'

/** The providers the auth service signs in with: the ones the frame accepts (farcaster has its own flow). */
export const SOCIAL_PROVIDERS = FRAME_SOCIAL_PROVIDERS
export type SocialProvider = FrameSocialProvider

/** OpenID Connect providers: the identity is their verified ID token. */
export const OIDC_ISSUERS = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
} as const
export type OidcProvider = keyof typeof OIDC_ISSUERS

/** OAuth 2 providers without ID tokens: the identity comes from their user endpoint. */
export type OAuthProvider = Exclude<SocialProvider, OidcProvider>

/** An OAuth 2 provider's endpoints; the user endpoint answers the signed-in user as JSON (oauth-user-identity.ts). */
export const OAUTH_ENDPOINT_NAMES = ['authorizationEndpoint', 'tokenEndpoint', 'userEndpoint'] as const
export type OAuthEndpoints = Record<(typeof OAUTH_ENDPOINT_NAMES)[number], string>

/** The real providers' endpoints, the defaults a host overrides only to point at a stand-in. */
export const OAUTH_ENDPOINTS: Record<OAuthProvider, OAuthEndpoints> = {
  github: {
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userEndpoint: 'https://api.github.com/user',
  },
  discord: {
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userEndpoint: 'https://discord.com/api/users/@me',
  },
  x: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    // The address is only in the answer when asked for (and the users.email scope granted).
    userEndpoint: 'https://api.x.com/2/users/me?user.fields=confirmed_email',
  },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
    userEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
  },
}

/**
 * One provider's client. Google and Apple are OpenID Connect issuers (their own by default); GitHub,
 * Discord, X and Facebook are OAuth 2 providers read through their user endpoint (the real endpoints by
 * default), or OpenID Connect when given an `issuer` (the devnet's stand-ins are).
 */
export interface SocialProviderSettings extends Partial<OAuthEndpoints> {
  clientId: string
  /** A confidential client's secret (PORTKIT_SOCIAL_<PROVIDER>_CLIENT_SECRET); a public PKCE client has none. */
  clientSecret?: string
  /** Apple only: the key its client secrets are signed with, instead of a ready-made `clientSecret`. */
  signingKey?: AppleSigningKey
  /** The OpenID Connect issuer whose discovery document and ID tokens sign visitors in. */
  issuer?: string
}

/**
 * Apple's client secret is a JWT the server signs (apple-client-secret.ts) with a key made for Sign in with
 * Apple in the developer account; all three come from the environment.
 */
export interface AppleSigningKey {
  /** The team's 10-character id (PORTKIT_SOCIAL_APPLE_TEAM_ID): the secret's issuer. */
  teamId: string
  /** The key's 10-character id (PORTKIT_SOCIAL_APPLE_KEY_ID): the secret's `kid`. */
  keyId: string
  /** The .p8 file's PEM text (PORTKIT_SOCIAL_APPLE_PRIVATE_KEY, or in PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE). */
  privateKey: string
}

/** Scopes asked of an OpenID Connect issuer. */
export const SOCIAL_SCOPES = ['openid', 'email', 'profile'] as const

/** Apple has no `profile` scope: `name` makes its first sign-in post the visitor's name (`user`). */
export const APPLE_SCOPES = ['openid', 'name', 'email'] as const

/** What the auth service asks an OpenID Connect provider for (and a stand-in grants). */
export function oidcScopes(provider: SocialProvider): readonly string[] {
  return provider === 'apple' ? APPLE_SCOPES : SOCIAL_SCOPES
}

/**
 * Apple answers by posting a form to the callback (response_mode=form_post, which it requires when name or
 * email is asked for); the others redirect to it with the answer in the query.
 */
export function answersByFormPost(provider: SocialProvider): boolean {
  return provider === 'apple'
}

/** Scopes each OAuth 2 provider needs for its user endpoint to name the user and their email. */
export const OAUTH_SCOPES: Record<OAuthProvider, string> = {
  github: 'read:user user:email',
  discord: 'identify email',
  // X's users.read needs tweet.read alongside it.
  x: 'users.read tweet.read users.email',
  facebook: 'email public_profile',
}

export function isOidcProvider(provider: SocialProvider): provider is OidcProvider {
  return provider in OIDC_ISSUERS
}

/** Where on the auth service a provider sends the visitor back: the redirect URI a host registers with each. */
export const SOCIAL_CALLBACK_PATH = '/v1/social/callback'

/** Plain http is for loopback stand-ins only (the devnet, tests); a real provider is https. */
export function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
}
