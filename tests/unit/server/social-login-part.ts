import type { DevnetManifestSocialLogin } from '../../../devnet/manifest.ts'
import { startSocialIdp, type SocialIdp } from '../../../devnet/services/social-idp/social-idp-server.ts'
import { standInSettings } from '../../../devnet/services/social-idp/stand-in-client.ts'
import { SOCIAL_CALLBACK_PATH } from '../../../server/email-auth/social/social-providers.ts'
import {
  createSocialLogin,
  type SocialLogin,
} from '../../../server/email-auth/social/social-relying-party.ts'

export interface SocialLoginPart {
  /** The stand-in providers' server (`services.socialIdp`). */
  server: SocialIdp
  /** What the manifest lists under `socialLogin`. */
  manifest: DevnetManifestSocialLogin
  /** The auth service's relying party, sending visitors back to its callback. */
  login: SocialLogin
}

/**
 * The social login stand-ins for the auth service at `authUrl`: one OpenID Connect issuer per provider,
 * each registering `<authUrl>/v1/social/callback`, and the relying party that completes sign-ins there.
 * Imported lazily (oidc-provider and openid-client are SOCIAL_LOGIN_PACKAGES).
 */
export async function startSocialLogin(authUrl: string): Promise<SocialLoginPart> {
  const redirectUri = `${authUrl}${SOCIAL_CALLBACK_PATH}`
  const server = await startSocialIdp({ redirectUris: [redirectUri] })
  const { clientId, issuers, farcasterRelay } = server
  return {
    server,
    manifest: { clientId, issuers, farcasterRelay },
    login: createSocialLogin({ providers: standInSettings(server).providers, redirectUri }),
  }
}
