import type { DevnetManifestSocialLogin } from '../../manifest.ts'
import type { SocialLoginSettings } from '../../../server/serve/server-config.ts'
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

/** The server's social login settings for the stand-ins: every provider an OpenID Connect issuer of theirs. */
export function standInSettings(standIns: DevnetManifestSocialLogin): SocialLoginSettings {
  const providers = Object.entries(standIns.issuers).map(
    ([provider, issuer]) => [provider, { clientId: standIns.clientId, issuer }] as const,
  )
  return { providers: Object.fromEntries(providers), farcasterRelay: standIns.farcasterRelay }
}
