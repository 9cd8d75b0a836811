import type { SocialProvider } from '../../../server/email-auth/social/social-providers.ts'

/** How the consent page names each provider. */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** The client every stand-in provider registers for the devnet's auth service (public client, PKCE). */
export const SOCIAL_CLIENT_ID = 'portkit-devnet-auth'
