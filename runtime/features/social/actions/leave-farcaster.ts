import { frameOf, type SocialLoginHost } from './context.ts'

/** Spec section 2: leaving ConnectingFarcaster unconnected reloads the auth connector after 100 ms. */
export const FARCASTER_BACK_RELOAD_MS = 100

/** Run on each view change: leaving ConnectingFarcaster drops its URI and, unconnected, reloads the frame. */
export function leaveFarcaster(host: SocialLoginHost): void {
  const { portkit, state } = host
  const name = portkit.state.currentView.value.name
  const left = state.runs.previousView === 'ConnectingFarcaster' && name !== 'ConnectingFarcaster'
  state.runs.previousView = name
  if (!left) return
  state.farcasterUrl.value = undefined
  setTimeout(() => {
    if (portkit.state.activeCaipAddress.peek()) return
    try {
      frameOf(host).reload()
    } catch {
      // No auth connector: nothing to reload.
    }
  }, FARCASTER_BACK_RELOAD_MS)
}
