import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import type { Configuration } from 'oidc-provider'
import { escapeMarkup } from '../../../server/http/escape-markup.ts'
import { createMemoryAdapterFactory } from './memory-adapter.ts'
import type { SocialAccounts } from './social-accounts.ts'
import type { SocialProvider } from '../../../server/email-auth/social/social-providers.ts'
import { SOCIAL_CLIENT_ID } from './stand-in-client.ts'

/** The ID token's signature algorithm: Ed25519 keys are made in microseconds, so a devnet start stays fast. */
export const ID_TOKEN_ALG = 'EdDSA'

/** Seconds. Short, like a real provider's: a code is exchanged at once, an ID token read at once. */
export const SOCIAL_TTL = {
  AuthorizationCode: 60,
  IdToken: 300,
  AccessToken: 300,
  Interaction: 600,
  Session: 3_600,
  Grant: 3_600,
} as const

export function interactionPath(provider: SocialProvider, uid: string): string {
  return `/${provider}/interaction/${uid}`
}

/**
 * One stand-in provider's oidc-provider settings: its own signing key and cookie names (every issuer
 * shares the origin, so a Google login never overwrites a GitHub one), the auth service as a public client
 * that must use PKCE (S256), authorization code flow only, and email and name in the ID token itself.
 */
export function issuerConfiguration(
  provider: SocialProvider,
  accounts: SocialAccounts,
  redirectUris: readonly string[],
): Configuration {
  const { privateKey } = generateKeyPairSync('ed25519')
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `${provider}-${randomUUID()}`,
    use: 'sig',
  }
  return {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: SOCIAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: ID_TOKEN_ALG,
      },
    ],
    jwks: { keys: [signingKey] },
    enabledJWA: { idTokenSigningAlgValues: [ID_TOKEN_ALG] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: {
        session: `_${provider}_session`,
        interaction: `_${provider}_interaction`,
        resume: `_${provider}_interaction_resume`,
      },
    },
    // Apple has no profile scope: its `name` puts no claim in the ID token (the name comes in the form post).
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      ...(provider === 'apple' ? { name: [] } : { profile: ['name'] }),
    },
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => interactionPath(provider, interaction.uid) },
    findAccount(_ctx, sub) {
      const account = accounts.find(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({ sub, name: account.name, email: account.email, email_verified: true }),
      }
    },
    ttl: SOCIAL_TTL,
    renderError(ctx, out) {
      ctx.type = 'html'
      const reasons = Object.entries(out).map(([key, value]) => `${key}: ${String(value)}`)
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>Sign-in error</h1><ul>${reasons.map((r) => `<li>${escapeMarkup(r)}</li>`).join('')}</ul></body></html>`
    },
  }
}
