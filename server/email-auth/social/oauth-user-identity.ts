import * as client from 'openid-client'
import type { OAuthProvider } from './social-providers.ts'
import type { SocialIdentity } from './social-relying-party.ts'

type Json = Record<string, unknown>
type Identity = Omit<SocialIdentity, 'provider' | 'issuer'>

/** Reads one user endpoint with the access token; a non-2xx answer or non-JSON body is refused. */
export type ReadUser = (url: string) => Promise<unknown>

/**
 * Who signed in at an OAuth 2 provider, from its user endpoint's documented JSON. An email counts as
 * verified only where the provider says so (GitHub: the primary address's `verified`; Discord: `verified`;
 * X: `confirmed_email`; Facebook returns only an address it confirmed).
 */
export const USER_IDENTITIES: Record<
  OAuthProvider,
  (userEndpoint: string, read: ReadUser) => Promise<Identity>
> = {
  async github(userEndpoint, read) {
    const user = (await read(userEndpoint)) as Json
    // The profile shows only a public email; /user/emails lists every address with its verification.
    const emails = (await read(`${userEndpoint}/emails`)) as Json[]
    const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary === true) : undefined
    return {
      subject: text(user.id),
      email: text(primary?.email),
      emailVerified: primary?.verified === true,
      name: text(user.name) || text(user.login),
    }
  },
  async discord(userEndpoint, read) {
    const user = (await read(userEndpoint)) as Json
    return {
      subject: text(user.id),
      email: text(user.email),
      emailVerified: user.verified === true,
      name: text(user.global_name) || text(user.username),
    }
  },
  async x(userEndpoint, read) {
    const { data: user = {} } = (await read(userEndpoint)) as { data?: Json }
    return {
      subject: text(user.id),
      email: text(user.confirmed_email),
      emailVerified: text(user.confirmed_email) !== '',
      name: text(user.name) || text(user.username),
    }
  },
  async facebook(userEndpoint, read) {
    const user = (await read(userEndpoint)) as Json
    return {
      subject: text(user.id),
      email: text(user.email),
      emailVerified: text(user.email) !== '',
      name: text(user.name),
    }
  },
}

/** A ReadUser that sends `accessToken` as a Bearer token through the provider's configuration. */
export function userReader(config: client.Configuration, accessToken: string): ReadUser {
  return async (url) => {
    const response = await client.fetchProtectedResource(config, accessToken, new URL(url), 'GET')
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
    return (await response.json()) as unknown
  }
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}
