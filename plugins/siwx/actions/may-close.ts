import { SIGN_VIEW, SIWE_VIEW } from '../view-names.ts'
import { connectedAddress, isRequired, type SiwxHost } from './context.ts'

/** Views during which a required sign-in keeps the modal open (spec section 4: the sign or approve view). */
const SIGN_OR_APPROVE = new Set<string>([SIGN_VIEW, SIWE_VIEW, 'ApproveTransaction'])

/** Spec section 4: closing is disabled while required, without a session, on the sign or approve view. */
export function mayClose(host: SiwxHost): boolean {
  return !(
    isRequired(host) &&
    connectedAddress(host) !== undefined &&
    host.state.sessions.value.length === 0 &&
    SIGN_OR_APPROVE.has(host.context.portkit.state.currentView.value.name)
  )
}
