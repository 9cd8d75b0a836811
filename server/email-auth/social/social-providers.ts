import {
  FRAME_SOCIAL_PROVIDERS,
  type FrameSocialProvider,
} from '../../../runtime/core/validation/frame-fields.ts'

/** The OpenID Connect providers the auth service signs in with: the ones the frame accepts (farcaster has its own flow). */
export const SOCIAL_PROVIDERS = FRAME_SOCIAL_PROVIDERS
export type SocialProvider = FrameSocialProvider

/** Scopes the relying party asks for. */
export const SOCIAL_SCOPES = ['openid', 'email', 'profile'] as const

/** Where on the auth service a provider sends the visitor back: the redirect URI a host registers with each. */
export const SOCIAL_CALLBACK_PATH = '/v1/social/callback'
