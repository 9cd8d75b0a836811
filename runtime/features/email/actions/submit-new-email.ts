import { UnexpectedEmailUpdateStepError } from '../../../core/errors.ts'
import { assertEmail } from '../../../core/validation/frame-fields.ts'
import { UPDATE_EMAIL_OTP_VIEW } from '../view-names.ts'
import type { EmailAccountHost } from './account-context.ts'

/** The email update's first step: the new address; a code then goes to the current one. */
export function submitNewEmail({ portkit, state, auth }: EmailAccountHost, value: string): Promise<void> {
  return state.run(async () => {
    const next = assertEmail(value.trim())
    const { action } = await auth().updateEmail(next)
    if (action !== 'VERIFY_PRIMARY_OTP')
      throw new UnexpectedEmailUpdateStepError('VERIFY_PRIMARY_OTP', action)
    state.newEmail.value = next
    portkit.router.push({ name: UPDATE_EMAIL_OTP_VIEW, params: { step: 'primary' } })
  })
}
