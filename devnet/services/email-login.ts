import type { TestAccount } from '../accounts.ts'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { startFrameServer } from '../frame/frame-server.ts'
import { startEmailAuth } from './email-auth/email-auth-server.ts'
import type { RunningServer } from './http/start-http-server.ts'
import { startMailCatcher } from './mail-catcher/mail-catcher.ts'
import { startSmartAccountSponsor } from './email-auth/smart-account-sponsor.ts'

export interface EmailLoginServers {
  /** The mail catcher's HTTP API (`GET /messages`); its close also stops its SMTP server. */
  mailCatcher: RunningServer
  /** One-time codes and sessions: the frame's backend. */
  emailAuth: RunningServer
  /** The secure frame's origin. */
  secureFrame: RunningServer
}

/** Email login on the devnet: mail catcher, then the auth service that mails to it, then the frame. */
export async function startEmailLogin(options: {
  db: DevnetDb
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** Funded account that deploys and relays the embedded wallets' smart accounts. */
  sponsor?: TestAccount
}): Promise<EmailLoginServers> {
  const sponsor = options.sponsor && (await startSmartAccountSponsor(options.chains, options.sponsor))
  const catcher = await startMailCatcher()
  const mailCatcher: RunningServer = { url: catcher.api.url, close: catcher.close }
  let emailAuth: RunningServer | undefined
  try {
    emailAuth = await startEmailAuth({ db: options.db, smtp: catcher.smtp, ...(sponsor ? { sponsor } : {}) })
    const secureFrame = await startFrameServer({
      authUrl: emailAuth.url,
      chains: options.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    return { mailCatcher, emailAuth, secureFrame }
  } catch (error) {
    await Promise.allSettled([mailCatcher.close(), emailAuth?.close()])
    throw error
  }
}
