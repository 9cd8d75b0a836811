import { effect, signal } from '@preact/signals-core'
import { FrameTimeoutError } from '../../connectors/auth/index.ts'
import { takeResultUri } from '../../connectors/auth/result-uri.ts'
import { ALERTS } from '../../core/errors.ts'
import { assertFrameSocialProvider } from '../../core/validation/frame-fields.ts'
import type { Portkit } from '../../create-portkit.ts'
import { STORAGE_KEYS } from '../../services/storage.ts'
import { errorText } from '../email/step-runner.ts'
import { openSignInPopup } from './sign-in-popup.ts'
import type { SocialStringKey } from './strings.ts'

/** Spec section 2: leaving ConnectingFarcaster unconnected reloads the auth connector after 100 ms. */
export const FARCASTER_BACK_RELOAD_MS = 100

/** The provider of a login that comes back to the page with a result URI (spec section 7). */
export const RESULT_URI_PROVIDER = 'telegram'

/**
 * Social login (spec sections 1, 2 and 7) over the auth connector's frame. A provider: the frame gives
 * its sign-in URL (30 s, else the socials-timeout alert), the visitor signs in in a pop-up window that
 * ends on the frame's origin, and the frame redeems that result. Farcaster: the frame gives the relay's
 * connect URI for ConnectingFarcaster's QR code and waits for the approval. Either way the embedded
 * wallet then connects as after an email code (email login's completeLogin: same key custody, session
 * and restore rules).
 */
export function createSocialLogin(portkit: Portkit, t: (key: SocialStringKey) => string) {
  const { state, router, storage } = portkit
  const error = signal<string | undefined>(undefined)
  /** The provider being signed in with, while it runs. */
  const busy = signal<string | undefined>(undefined)
  /** The Farcaster connect URI shown in ConnectingFarcaster, once the frame has it. */
  const farcasterUrl = signal<string | undefined>(undefined)

  // Email login's auth connector lookup: social login requires that feature.
  const auth = () => portkit.feature('email').auth()
  const fail = (caught: unknown) => {
    error.value = errorText(caught)
  }

  /** Connects the embedded wallet, then keeps how the visitor signed in (spec section 3, local-storage keys). */
  async function complete(provider: string, userName: string | undefined): Promise<void> {
    const frame = auth()
    frame.setSocial(provider)
    await portkit
      .feature('email')
      .completeLogin()
      .catch((error: unknown) => {
        frame.setSocial(undefined)
        throw error
      })
    await Promise.all([
      storage.set(STORAGE_KEYS.socialProvider, provider),
      userName
        ? storage.set(STORAGE_KEYS.socialUsername, userName)
        : storage.remove(STORAGE_KEYS.socialUsername),
    ])
  }

  async function signIn(provider: string): Promise<void> {
    error.value = undefined
    busy.value = provider
    let popup: ReturnType<typeof openSignInPopup> | undefined
    try {
      popup = openSignInPopup({ blocked: t('popupBlocked'), closed: t('popupClosed') })
      const frame = auth()
      const { uri } = await frame.socialRedirectUri(assertFrameSocialProvider(provider)).catch((caught) => {
        if (caught instanceof FrameTimeoutError) portkit.notifications.alert(ALERTS.SOCIALS_TIMEOUT)
        throw caught
      })
      const result = await popup.follow(uri, frame.frameOrigin)
      popup.close()
      const { userName } = await frame.connectSocial(result)
      await complete(provider, userName)
    } catch (caught) {
      fail(caught)
    } finally {
      popup?.close()
      busy.value = undefined
    }
  }

  async function signInWithFarcaster(): Promise<void> {
    error.value = undefined
    farcasterUrl.value = undefined
    router.push({ name: 'ConnectingFarcaster' })
    try {
      const frame = auth()
      farcasterUrl.value = (await frame.farcasterUri()).url
      const { userName } = await frame.connectFarcaster()
      await complete('farcaster', userName)
    } catch (caught) {
      // Going back reloads the frame, which ends the wait: that is no error to show.
      if (state.currentView.peek().name === 'ConnectingFarcaster') fail(caught)
    }
  }

  /** Hands a result URI the page came back with to the frame, as a popup's result, and connects. */
  async function redeemResultUri(uri: string): Promise<void> {
    busy.value = RESULT_URI_PROVIDER
    try {
      const { userName } = await auth().connectSocial(uri)
      await complete(RESULT_URI_PROVIDER, userName)
    } catch (caught) {
      fail(caught)
    } finally {
      busy.value = undefined
    }
  }

  // Telegram login (spec section 7): read result_uri and take it off the address bar at start, then
  // redeem it once the auth connector is listed (its frame loads only then, for this continued login).
  const resultUri = typeof window === 'undefined' ? undefined : takeResultUri(window.location, window.history)
  let redeeming = resultUri === undefined
  const stopResultUri = effect(() => {
    if (redeeming) return
    try {
      auth()
    } catch {
      return // Not listed yet: this effect runs again when the connectors change.
    }
    redeeming = true
    queueMicrotask(() => void redeemResultUri(resultUri!))
  })

  let previousView = state.currentView.peek().name
  const stop = effect(() => {
    const name = state.currentView.value.name
    const left = previousView === 'ConnectingFarcaster' && name !== 'ConnectingFarcaster'
    previousView = name
    if (!left) return
    farcasterUrl.value = undefined
    setTimeout(() => {
      if (state.activeCaipAddress.peek()) return
      try {
        auth().reload()
      } catch {
        // No auth connector: nothing to reload.
      }
    }, FARCASTER_BACK_RELOAD_MS)
  })

  return {
    error,
    busy,
    farcasterUrl,
    signIn,
    signInWithFarcaster,
    stop: () => {
      stop()
      stopResultUri()
    },
  }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
