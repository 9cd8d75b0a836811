import type { TestAccount } from '../accounts.ts'
import type { DevnetDb } from '../../server/db/open-devnet-db.ts'
import { startFrameServer } from '../../server/frame/frame-server.ts'
import type { FrameConfig } from '../../server/frame/app/frame-config.ts'
import { SOCIAL_LOGIN_PACKAGES, type DevnetManifestSocialLogin } from '../manifest.ts'
import { startEmailAuth } from '../../server/email-auth/email-auth-server.ts'
import type { RunningServer } from '../../server/http/start-http-server.ts'
import { startMailCatcher } from './mail-catcher/mail-catcher.ts'
import { isMissingPackage } from '../../server/optional-package.ts'
import type { SocialLoginPart, startSocialLogin } from './social-login.ts'
import { createSmartAccountSponsor } from './smart-account-sponsor.ts'

export interface EmailLoginServers {
  /** The mail catcher's HTTP API (`GET /messages`); its close also stops its SMTP server. */
  mailCatcher: RunningServer
  /** One-time codes, social sign-ins and sessions: the frame's backend. */
  emailAuth: RunningServer
  /** The secure frame's origin. */
  secureFrame: RunningServer
  /** The social login stand-ins, when asked for and installed. */
  socialIdp?: RunningServer
  /** Their manifest entry. */
  social?: DevnetManifestSocialLogin
}

/**
 * Email login on the devnet: mail catcher, then the auth service that mails to it, then (when asked) the
 * social login stand-ins that send visitors back to that service, then the frame.
 */
export async function startEmailLogin(options: {
  db: DevnetDb
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** The Solana chain the frame's embedded wallet sends on, when the devnet runs one. */
  solana?: FrameConfig['solana']
  socialLogin?: boolean
  /** Funded account that deploys and relays the embedded wallets' smart accounts. */
  sponsor?: TestAccount
}): Promise<EmailLoginServers> {
  const sponsor = options.sponsor && createSmartAccountSponsor(options.chains, options.sponsor)
  const catcher = await startMailCatcher()
  const mailCatcher: RunningServer = { url: catcher.api.url, close: catcher.close }
  let emailAuth: RunningServer | undefined
  let social: SocialLoginPart | undefined
  try {
    emailAuth = await startEmailAuth({
      db: options.db,
      smtp: catcher.smtp,
      social: () => social && { login: social.login, farcasterRelay: social.manifest.farcasterRelay },
      ...(sponsor ? { sponsor } : {}),
    })
    social = options.socialLogin ? await startSocialLoginWhenInstalled(emailAuth.url) : undefined
    const secureFrame = await startFrameServer({
      authUrl: emailAuth.url,
      chains: options.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      ...(options.solana ? { solana: options.solana } : {}),
    })
    return {
      mailCatcher,
      emailAuth,
      secureFrame,
      ...(social ? { socialIdp: social.server, social: social.manifest } : {}),
    }
  } catch (error) {
    await Promise.allSettled([mailCatcher.close(), emailAuth?.close(), social?.server.close()])
    throw error
  }
}

/** The stand-ins when SOCIAL_LOGIN_PACKAGES are installed; none otherwise. */
async function startSocialLoginWhenInstalled(authUrl: string): Promise<SocialLoginPart | undefined> {
  let start: typeof startSocialLogin
  try {
    start = (await import('./social-login.ts')).startSocialLogin
  } catch (error) {
    if (isMissingPackage(error, SOCIAL_LOGIN_PACKAGES)) return undefined
    throw error
  }
  return start(authUrl)
}
