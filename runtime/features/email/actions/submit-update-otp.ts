import { UnexpectedEmailUpdateStepError } from '../../../core/errors.ts'
import { assertOtp } from '../../../core/validation/frame-fields.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import { SETTINGS_VIEW, UPDATE_EMAIL_NEW_OTP_VIEW } from '../view-names.ts'
import type { EmailAccountHost } from './account-context.ts'

/** A code of the email update: the current address's (primary), then the new address's (secondary). */
export function submitUpdateOtp(
  host: EmailAccountHost,
  step: 'primary' | 'secondary',
  otp: string,
): Promise<void> {
  return host.state.run(async () => {
    const code = assertOtp(otp.trim())
    await (step === 'primary' ? confirmPrimary(host, code) : confirmSecondary(host, code))
  })
}

async function confirmPrimary({ portkit, auth }: EmailAccountHost, code: string): Promise<void> {
  const { action } = await auth().updateEmailPrimaryOtp(code)
  if (action !== 'VERIFY_SECONDARY_OTP')
    throw new UnexpectedEmailUpdateStepError('VERIFY_SECONDARY_OTP', action)
  portkit.router.replace({ name: UPDATE_EMAIL_NEW_OTP_VIEW, params: { step: 'secondary' } })
}

async function confirmSecondary({ portkit, state, auth, t }: EmailAccountHost, code: string): Promise<void> {
  const { newEmail: confirmed } = await auth().updateEmailSecondaryOtp(code)
  // Spec section 4: a successful secondary code yields the new email and stores login as successful.
  await Promise.all([
    portkit.storage.set(STORAGE_KEYS.loginEmail, confirmed),
    portkit.storage.set(STORAGE_KEYS.emailLoginUsed, true),
  ])
  state.email.value = confirmed
  portkit.router.reset({ name: SETTINGS_VIEW })
  portkit.notifications.success(t('emailUpdated'))
}
