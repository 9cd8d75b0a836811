import { FrameTimeoutError } from '../../../connectors/auth/index.ts'
import { ALERTS } from '../../../core/errors.ts'
import { assertFrameSocialProvider } from '../../../core/validation/frame-fields.ts'
import { openSignInPopup } from '../sign-in-popup.ts'
import { showFailure } from '../state.ts'
import { completeSocial } from './complete-social.ts'
import { frameOf, type SocialLoginHost } from './context.ts'

/**
 * A provider's sign-in: the frame gives its sign-in URL (30 s, else the socials-timeout alert), the
 * visitor signs in in a pop-up window that ends on the frame's origin, and the frame redeems that result.
 */
export async function signIn(host: SocialLoginHost, provider: string): Promise<void> {
  const { portkit, state, t } = host
  state.error.value = undefined
  state.busy.value = provider
  let popup: ReturnType<typeof openSignInPopup> | undefined
  try {
    popup = openSignInPopup({ blocked: t('popupBlocked'), closed: t('popupClosed') })
    const frame = frameOf(host)
    const { uri } = await frame.socialRedirectUri(assertFrameSocialProvider(provider)).catch((caught) => {
      if (caught instanceof FrameTimeoutError) portkit.notifications.alert(ALERTS.SOCIALS_TIMEOUT)
      throw caught
    })
    const result = await popup.follow(uri, frame.frameOrigin)
    popup.close()
    const { userName } = await frame.connectSocial(result)
    await completeSocial(host, provider, userName)
  } catch (caught) {
    showFailure(state, caught)
  } finally {
    popup?.close()
    state.busy.value = undefined
  }
}
