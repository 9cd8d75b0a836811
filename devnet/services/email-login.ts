import { SOCIAL_LOGIN_PACKAGES, type DevnetManifestSocialLogin } from '../manifest.ts'
import type { RunningServer } from '../../server/http/start-http-server.ts'
import { isMissingPackage } from '../../server/optional-package.ts'
import { startMailCatcher } from './mail-catcher/mail-catcher.ts'
import type { startSocialIdp } from './social-idp/social-idp-server.ts'

/** What stands in for the outside world of email (and social) login: an inbox, and the providers. */
export interface EmailLoginStandIns {
  /** The mail catcher's HTTP API (`GET /messages`); its close also stops its SMTP server. */
  mailCatcher: RunningServer
  /** Where the server delivers mail: the catcher's SMTP port. */
  smtpUrl: string
  /** The social login stand-ins (OpenID Connect issuers, Farcaster relay), when asked for and installed. */
  socialIdp?: RunningServer
  /** The stand-ins as the manifest lists them (stand-in-client.ts makes the server's settings of them). */
  social?: DevnetManifestSocialLogin
}

/**
 * The mail catcher, then (when asked) the social login stand-ins, each provider registering
 * `callbackUrl`, the server's social callback.
 */
export async function startEmailLoginStandIns(options: {
  socialLogin: boolean
  callbackUrl: string
}): Promise<EmailLoginStandIns> {
  const catcher = await startMailCatcher()
  const mailCatcher: RunningServer = { url: catcher.api.url, close: catcher.close }
  const smtpUrl = `smtp://${catcher.smtp.host}:${catcher.smtp.port}`
  try {
    const idp = options.socialLogin ? await startSocialIdpWhenInstalled(options.callbackUrl) : undefined
    if (!idp) return { mailCatcher, smtpUrl }
    const { clientId, issuers, farcasterRelay } = idp
    return {
      mailCatcher,
      smtpUrl,
      socialIdp: idp,
      social: { clientId, issuers, farcasterRelay },
    }
  } catch (error) {
    await mailCatcher.close()
    throw error
  }
}

/** The stand-ins when SOCIAL_LOGIN_PACKAGES are installed; none otherwise. */
async function startSocialIdpWhenInstalled(callbackUrl: string) {
  let start: typeof startSocialIdp
  try {
    start = (await import('./social-idp/social-idp-server.ts')).startSocialIdp
  } catch (error) {
    if (isMissingPackage(error, SOCIAL_LOGIN_PACKAGES)) return undefined
    throw error
  }
  return start({ redirectUris: [callbackUrl] })
}
