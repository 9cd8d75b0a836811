import {
  keyed,
  parseCaipAddress,
  signMessage,
  SiwxNotEnabledError,
  UserRejectedError,
} from '../../../runtime/plugins/index.ts'
import { SIGN_VIEW, SIWE_VIEW } from '../view-names.ts'
import { scheduleExpiry } from './check-sessions.ts'
import { connectedAddress, isSignable, signView, type SiwxHost } from './context.ts'

/** Builds the message, asks the wallet to sign it and keeps the session; success closes the modal. */
export async function signIn(host: SiwxHost): Promise<void> {
  const { state, siwx, context } = host
  const caipAddress = connectedAddress(host)
  if (!caipAddress || !isSignable(host, caipAddress)) throw new SiwxNotEnabledError()
  const { namespace, reference: chainId, address } = parseCaipAddress(caipAddress)
  state.signing.value = true
  state.error.value = undefined
  try {
    const message = await siwx.createMessage({ accountAddress: address, chainId: `${namespace}:${chainId}` })
    const text = message.toString()
    const signature = await signMessage(context.portkit, { message: text })
    const { toString: _text, ...data } = message
    await siwx.addSession({ data, message: text, signature })
    state.sessions.value = await siwx.getSessions(`${namespace}:${chainId}`, address)
    scheduleExpiry(host, state.sessions.value, caipAddress)
    state.signing.value = false
    context.portkit.modal.close()
  } catch (failure) {
    state.signing.value = false
    state.error.value = keyed(
      failure instanceof UserRejectedError ? 'SIGNATURE_DECLINED' : 'SIGN_MESSAGE_FAILED',
    )
    console.warn('[portkit] SIWX sign-in failed', failure)
    // Spec section 4: on failure the view (re)opens with the error.
    await showSignView(host)
  }
}

function showSignView(host: SiwxHost): Promise<void> {
  const { state, modal } = host.context.portkit
  const current = state.currentView.value.name
  if (state.isOpen.value && (current === SIGN_VIEW || current === SIWE_VIEW)) return Promise.resolve()
  return modal.open(signView(host))
}
