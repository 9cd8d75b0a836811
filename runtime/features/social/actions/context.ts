import type { PluginPortkit } from '../../../plugins/plugin-portkit.ts'
import type { SocialLoginState } from '../state.ts'
import type { SocialStringKey } from '../strings.ts'

/** What social login's actions need; the wiring (social-login.ts) makes one per instance. */
export interface SocialLoginHost {
  portkit: PluginPortkit
  state: SocialLoginState
  /** The feature's strings in the active locale (the sign-in window's failures). */
  t: (key: SocialStringKey) => string
}

/** Email login's auth connector lookup: social login requires that feature. */
export function frameOf({ portkit }: SocialLoginHost) {
  return portkit.feature('email').auth()
}
