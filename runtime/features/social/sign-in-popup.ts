import { FRAME_SOCIAL_RESULT } from '../../connectors/auth/index.ts'
import { SignInWindowError } from '../../core/errors.ts'

/** How often the page looks whether the visitor closed the sign-in window. */
const CLOSED_CHECK_MS = 500

export interface SignInPopup {
  /** Sends the window to the provider's sign-in page and resolves with the URI the secure frame's page reports. */
  follow(uri: string, frameOrigin: string): Promise<string>
  close(): void
}

/**
 * The sign-in window of a social login. Opened at once on the visitor's click (a window opened after an
 * await is blocked as a pop-up), then sent to the provider. Its result counts only when it comes from
 * that window AND from the secure frame's origin, where every sign-in ends.
 */
export function openSignInPopup(texts: { blocked: string; closed: string }): SignInPopup {
  const popup = window.open('', 'portkit-social-login', 'popup,width=480,height=680')
  if (!popup) throw new SignInWindowError('blocked', texts.blocked)
  let stop: (() => void) | undefined
  return {
    follow(uri, frameOrigin) {
      const target = new URL(uri)
      // Only a web page: never a javascript: or data: URL from anywhere.
      if (target.protocol !== 'https:' && target.protocol !== 'http:')
        throw new SignInWindowError('closed', texts.closed)
      popup.location.href = target.href
      return new Promise<string>((resolve, reject) => {
        const onMessage = (event: MessageEvent) => {
          if (event.source !== popup || event.origin !== frameOrigin) return
          const data = event.data as { type?: unknown; payload?: { uri?: unknown } } | null
          if (data?.type !== FRAME_SOCIAL_RESULT || typeof data.payload?.uri !== 'string') return
          stop?.()
          resolve(data.payload.uri)
        }
        const watch = setInterval(() => {
          if (!popup.closed) return
          stop?.()
          reject(new SignInWindowError('closed', texts.closed))
        }, CLOSED_CHECK_MS)
        stop = () => {
          clearInterval(watch)
          window.removeEventListener('message', onMessage)
        }
        window.addEventListener('message', onMessage)
      })
    },
    close() {
      stop?.()
      if (!popup.closed) popup.close()
    },
  }
}
