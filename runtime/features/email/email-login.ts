import { effect } from '@preact/signals-core'
import { authOf } from '../../connectors/auth/index.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { completeLogin } from './actions/complete-login.ts'
import { authConnector, requireAuth, type EmailLoginHost } from './actions/context.ts'
import { rejectOnClose } from './actions/reject-on-close.ts'
import { showOtp } from './actions/show-otp.ts'
import { submitEmail } from './actions/submit-email.ts'
import { submitOtp } from './actions/submit-otp.ts'
import { createEmailAccount } from './email-account.ts'
import { frameHooks } from './frame-hooks.ts'
import { watchFrameTheme, watchSmartAccountNetworks } from './frame-sync.ts'
import { createEmailLoginState } from './login-state.ts'
import type { EmailStringKey } from './strings.ts'

export { OTP_VIEW } from './view-names.ts'
export type { PendingApproval } from './login-state.ts'

/**
 * Email one-time-code login (spec sections 4, 5 and 7) over the auth connector's frame: the 30 s
 * cooldown, the is-connected cache rules, sign-out, and the approval of unsafe wallet requests. The
 * wiring only: the signals are login-state.ts's, each transition is a file of actions/.
 */
export function createEmailLogin(portkit: PluginPortkit, t: (key: EmailStringKey) => string) {
  const state = createEmailLoginState(portkit.state.isOpen.peek())
  const auth = () => requireAuth(portkit)
  const account = createEmailAccount(portkit, auth, t)
  const host: EmailLoginHost = { portkit, state, account }
  const frame = () => authOf(authConnector(portkit))
  const hooks = frameHooks(host)
  const stops = [
    // The connector is listed once discovery starts; it then gets this instance's hooks.
    effect(() => {
      frame()?.setHooks(hooks)
    }),
    effect(() => rejectOnClose(host)),
    watchFrameTheme(portkit, frame),
    watchSmartAccountNetworks(portkit, frame),
  ]
  const { error, busy, email, approvals } = state
  return {
    error,
    busy,
    email,
    approvals,
    account,
    /** The auth connector's frame client (social login signs in through it too). */
    auth,
    /** The device approval timed out or failed: wait for the link again. */
    retryDevice: () => account.awaitDevice(() => showOtp(portkit)),
    /** Sends the one-time code (spec section 5: a valid email, at most once per 30 s). */
    submitEmail: (value: string) => submitEmail(host, value),
    submitOtp: (otp: string) => submitOtp(host, otp),
    /** After the frame signed the visitor in (email code or social login): connect the embedded wallet. */
    completeLogin: () => completeLogin(portkit),
    stop: () => stops.forEach((stop) => stop()),
  }
}

export type EmailLogin = ReturnType<typeof createEmailLogin>
