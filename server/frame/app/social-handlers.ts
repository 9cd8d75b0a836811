import type { AuthCall } from './auth-call.ts'
import { FRAME_SOCIAL_RESULT } from '../../../runtime/connectors/auth/frame-protocol.ts'
import { isOriginAllowed, SOCIAL_DONE_PATH, type FrameConfig } from './frame-config.ts'
import type { KeyBackup } from './key-backup.ts'
import { saveSession, walletKey } from './key-store.ts'

/**
 * The frame's social login events (spec section 7): GET_SOCIAL_REDIRECT_URI starts a sign-in at the auth
 * service and answers the provider's URL for the page's popup; CONNECT_SOCIAL takes the URI the popup
 * ended on, redeems its one-time result with the login id only this frame holds, and keeps the session
 * and the wallet key exactly as email login does.
 */
export function socialHandlers(
  authCall: AuthCall,
  appOrigin: () => string | undefined,
  projectId: string,
  backup: KeyBackup,
) {
  let loginId: string | undefined
  let farcasterLoginId: string | undefined

  return {
    async GET_SOCIAL_REDIRECT_URI({ provider }: Record<string, unknown>) {
      const app = appOrigin()
      if (!app) throw new Error('The frame has no embedding page')
      const returnTo = new URL(SOCIAL_DONE_PATH, location.origin)
      returnTo.searchParams.set('app', app)
      returnTo.searchParams.set('projectId', projectId)
      const started = await authCall<{ uri: string; loginId: string }>('/social/start', {
        provider,
        returnTo: returnTo.href,
      })
      loginId = started.loginId
      return { uri: started.uri }
    },
    async CONNECT_SOCIAL({ uri }: Record<string, unknown>) {
      if (!loginId) throw new Error('Start a social sign-in first')
      const url = new URL(String(uri))
      if (url.origin !== location.origin || url.pathname !== SOCIAL_DONE_PATH)
        throw new Error('The sign-in did not end on the secure frame')
      const id = loginId
      loginId = undefined
      const { token, email, userName } = await authCall<{ token: string; email: string; userName?: string }>(
        '/social/connect',
        { loginId: id, result: url.searchParams.get('result') },
      )
      await saveSession({ token, identity: email, email, ...(userName ? { userName } : {}) })
      await walletKey(email, backup)
      return { email, ...(userName ? { userName } : {}) }
    },
    /** Farcaster: the relay's connect URI (the modal's QR code), then the wait for the app's approval. */
    async GET_FARCASTER_URI() {
      const started = await authCall<{ url: string; loginId: string }>('/farcaster/start', {})
      farcasterLoginId = started.loginId
      return { url: started.url }
    },
    async CONNECT_FARCASTER() {
      if (!farcasterLoginId) throw new Error('Start a Farcaster sign-in first')
      const id = farcasterLoginId
      farcasterLoginId = undefined
      const { token, identity, userName } = await authCall<{
        token: string
        identity: string
        userName?: string
      }>('/farcaster/connect', { loginId: id })
      // The wallet is the fid's: made and sealed here like an email login's. A Farcaster user has no email.
      await saveSession({ token, identity, ...(userName ? { userName } : {}) })
      await walletKey(identity, backup)
      return { ...(userName ? { userName } : {}) }
    },
  }
}

/**
 * The popup's last page, on the frame's origin: hands its own URI to the page that opened it, posted to
 * exactly that page's origin (named by the frame that started the sign-in, and only if on its project's
 * allowlist).
 */
export async function finishSocialPopup(config: FrameConfig, show: (text: string) => void): Promise<void> {
  const params = new URL(location.href).searchParams
  const app = params.get('app') ?? ''
  const allowed = await isOriginAllowed(config, params.get('projectId') ?? '', app).catch(() => false)
  if (!window.opener || !allowed) {
    show('This sign-in window has nothing to return to. Close it and start again from the app.')
    return
  }
  ;(window.opener as Window).postMessage({ type: FRAME_SOCIAL_RESULT, payload: { uri: location.href } }, app)
  show('Signed in. You can close this window.')
}
