import type { SendHost } from './context.ts'
import { estimateFee } from './estimate-fee.ts'
import { updateForm } from './update-form.ts'

/** The amount as typed, and the fee estimated for it. */
export function setAmount(host: SendHost, sendTokenAmount: string): void {
  updateForm(host, { sendTokenAmount })
  void estimateFee(host)
}
