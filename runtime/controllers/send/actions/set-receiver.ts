import type { SendHost } from './context.ts'
import { estimateFee } from './estimate-fee.ts'
import { resolveReceiver } from './resolve-receiver.ts'
import { updateForm } from './update-form.ts'

/** The receiver as typed: an address, or a name resolved to one after a pause. */
export function setReceiver(host: SendHost, typed: string): void {
  const text = typed.trim()
  updateForm(host, {
    receiverAddress: text,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
  })
  void estimateFee(host)
  resolveReceiver(host, text)
}
