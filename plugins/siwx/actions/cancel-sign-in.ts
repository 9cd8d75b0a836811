import { isRequired, type SiwxHost } from './context.ts'

/** Spec section 4: cancelling disconnects when SIWX is required, else closes the modal. */
export async function cancelSignIn(host: SiwxHost): Promise<void> {
  const { state, context } = host
  state.error.value = undefined
  if (isRequired(host) && state.sessions.value.length === 0)
    await context.portkit.connection.disconnect().catch(() => undefined)
  context.portkit.modal.close()
}
