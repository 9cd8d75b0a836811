import { assertOtp } from '../../../core/validation/frame-fields.ts'
import { completeLogin } from './complete-login.ts'
import { requireAuth, type EmailLoginHost } from './context.ts'

/** Confirms the mailed code with the frame, then connects the embedded wallet. */
export function submitOtp(host: EmailLoginHost, otp: string): Promise<void> {
  return host.state.run(async () => {
    await requireAuth(host.portkit).connectOtp(assertOtp(otp.trim()))
    await completeLogin(host.portkit)
  })
}
