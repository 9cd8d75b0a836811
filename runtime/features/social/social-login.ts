import { effect } from '@preact/signals-core'
import { takeResultUri } from '../../connectors/auth/result-uri.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { frameOf, type SocialLoginHost } from './actions/context.ts'
import { leaveFarcaster } from './actions/leave-farcaster.ts'
import { redeemResultUri } from './actions/redeem-result-uri.ts'
import { signIn } from './actions/sign-in.ts'
import { signInWithFarcaster } from './actions/sign-in-with-farcaster.ts'
import { createSocialLoginState } from './state.ts'
import type { SocialStringKey } from './strings.ts'

export { FARCASTER_BACK_RELOAD_MS } from './actions/leave-farcaster.ts'
export { RESULT_URI_PROVIDER } from './actions/redeem-result-uri.ts'

/**
 * Social login (spec sections 1, 2 and 7) over the auth connector's frame: a provider through a sign-in
 * pop-up (actions/sign-in.ts), Farcaster through ConnectingFarcaster's QR code, Telegram through a result
 * URI the page comes back with. Either way the embedded wallet then connects as after an email code (email
 * login's completeLogin: same key custody, session and restore rules). The wiring only: the signals are
 * state.ts's, each transition is a file of actions/.
 */
export function createSocialLogin(portkit: PluginPortkit, t: (key: SocialStringKey) => string) {
  const state = createSocialLoginState(portkit.state.currentView.peek().name)
  const host: SocialLoginHost = { portkit, state, t }
  const stopResultUri = watchResultUri(host)
  const stopFarcaster = effect(() => leaveFarcaster(host))
  const { error, busy, farcasterUrl } = state
  return {
    error,
    busy,
    farcasterUrl,
    signIn: (provider: string) => signIn(host, provider),
    signInWithFarcaster: () => signInWithFarcaster(host),
    stop: () => {
      stopFarcaster()
      stopResultUri()
    },
  }
}

/**
 * Telegram login (spec section 7): reads result_uri and takes it off the address bar at start, then
 * redeems it once the auth connector is listed (its frame loads only then, for this continued login).
 */
function watchResultUri(host: SocialLoginHost): () => void {
  const resultUri = typeof window === 'undefined' ? undefined : takeResultUri(window.location, window.history)
  let redeeming = resultUri === undefined
  return effect(() => {
    if (redeeming) return
    try {
      frameOf(host)
    } catch {
      return // Not listed yet: this effect runs again when the connectors change.
    }
    redeeming = true
    queueMicrotask(() => void redeemResultUri(host, resultUri!))
  })
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
