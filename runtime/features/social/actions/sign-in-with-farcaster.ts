import { showFailure } from '../state.ts'
import { completeSocial } from './complete-social.ts'
import { frameOf, type SocialLoginHost } from './context.ts'

/** Farcaster: the frame gives the relay's connect URI for ConnectingFarcaster's QR code and waits. */
export async function signInWithFarcaster(host: SocialLoginHost): Promise<void> {
  const { portkit, state } = host
  state.error.value = undefined
  state.farcasterUrl.value = undefined
  portkit.router.push({ name: 'ConnectingFarcaster' })
  try {
    const frame = frameOf(host)
    state.farcasterUrl.value = (await frame.farcasterUri()).url
    const { userName } = await frame.connectFarcaster()
    await completeSocial(host, 'farcaster', userName)
  } catch (caught) {
    // Going back reloads the frame, which ends the wait: that is no error to show.
    if (portkit.state.currentView.peek().name === 'ConnectingFarcaster') showFailure(state, caught)
  }
}
