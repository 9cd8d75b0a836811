import type { SendForm } from '../../send-form.ts'
import { nativeToken } from '../reads.ts'
import type { SendHost } from './context.ts'

/** The form with `patch`, and the native balance in USD it is checked against read again. */
export function updateForm(host: SendHost, patch: Partial<SendForm>): void {
  const native = nativeToken(host.deps)
  const { form } = host.state
  form.value = {
    ...form.value,
    ...patch,
    networkBalanceInUSD: native ? (native.value ?? Number(native.quantity.numeric) * native.price) : 0,
  }
}
