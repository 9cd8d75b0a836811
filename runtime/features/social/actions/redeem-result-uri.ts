import { showFailure } from '../state.ts'
import { completeSocial } from './complete-social.ts'
import { frameOf, type SocialLoginHost } from './context.ts'

/** The provider of a login that comes back to the page with a result URI (spec section 7). */
export const RESULT_URI_PROVIDER = 'telegram'

/** Hands a result URI the page came back with to the frame, as a popup's result, and connects. */
export async function redeemResultUri(host: SocialLoginHost, uri: string): Promise<void> {
  const { state } = host
  state.busy.value = RESULT_URI_PROVIDER
  try {
    const { userName } = await frameOf(host).connectSocial(uri)
    await completeSocial(host, RESULT_URI_PROVIDER, userName)
  } catch (caught) {
    showFailure(state, caught)
  } finally {
    state.busy.value = undefined
  }
}
