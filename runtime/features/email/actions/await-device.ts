import { EmailLoginDependencyError } from '../../../core/errors.ts'
import type { EmailAccountHost } from './account-context.ts'

/** VERIFY_DEVICE: waits (30 s at most) for the mailed link to be opened, then the code step follows. */
export function awaitDevice({ state, auth }: EmailAccountHost, onCode: () => void): Promise<void> {
  return state.run(async () => {
    const { action } = await auth().connectDevice()
    if (action !== 'VERIFY_OTP') throw new EmailLoginDependencyError()
    onCode()
  })
}
