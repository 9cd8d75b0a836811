import { EmailLoginDependencyError } from '../../../core/errors.ts'
import { assertEmailLoginAllowed } from '../../../core/validation/email-cooldown.ts'
import { assertEmail } from '../../../core/validation/frame-fields.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import { DEVICE_VIEW, OTP_VIEW } from '../view-names.ts'
import { completeLogin } from './complete-login.ts'
import { requireAuth, type EmailLoginHost } from './context.ts'
import { showOtp } from './show-otp.ts'

/** Sends the one-time code (spec section 5: a valid email, at most once per 30 s), then the frame's next step. */
export function submitEmail(host: EmailLoginHost, value: string): Promise<void> {
  const { portkit, state } = host
  const { storage } = portkit
  return state.run(async () => {
    const address = assertEmail(value.trim())
    assertEmailLoginAllowed(await storage.get<number>(STORAGE_KEYS.lastEmailLoginTime))
    const { action } = await requireAuth(portkit).connectEmail(address)
    await Promise.all([
      storage.set(STORAGE_KEYS.lastEmailLoginTime, Date.now()),
      storage.set(STORAGE_KEYS.loginEmail, address),
    ])
    state.email.value = address
    if (action === 'VERIFY_OTP') {
      if (portkit.state.currentView.value.name !== OTP_VIEW) portkit.router.push({ name: OTP_VIEW })
    } else if (action === 'VERIFY_DEVICE') {
      portkit.router.push({ name: DEVICE_VIEW })
      void host.account.awaitDevice(() => showOtp(portkit))
    } else if (action === 'CONNECT') await completeLogin(portkit)
    else throw new EmailLoginDependencyError()
  })
}
