import {
  FRAME_SOCIAL_PROVIDERS,
  type FrameSocialProvider,
} from '../../../runtime/core/validation/frame-fields.ts'

/** The social providers the devnet stands in for: the ones the frame accepts (farcaster has its own flow). */
export const SOCIAL_PROVIDERS = FRAME_SOCIAL_PROVIDERS
export type SocialProvider = FrameSocialProvider

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

/** Scopes the relying party asks for and the consent page grants. */
export const SOCIAL_SCOPES = ['openid', 'email', 'profile'] as const

/** Where on the auth service the stand-ins send the visitor back: the redirect URI the devnet registers. */
export const SOCIAL_CALLBACK_PATH = '/v1/social/callback'
