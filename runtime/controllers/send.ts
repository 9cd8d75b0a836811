import type { TokenBalance } from '../services/balance.ts'
import type { SendDeps, SendHost } from './send/actions/context.ts'
import { resetSend } from './send/actions/reset-send.ts'
import { sendTransfer } from './send/actions/send-transfer.ts'
import { setAmount } from './send/actions/set-amount.ts'
import { setReceiver } from './send/actions/set-receiver.ts'
import { setToken } from './send/actions/set-token.ts'
import { sendCheck } from './send/check.ts'
import { createSendState } from './send/state.ts'

/**
 * Send (spec sections 4 and 5): native and token transfers on each chain family in SEND_RULES: the form, its
 * validation, the gas estimate in USD, and the send itself, which the active chain's adapter carries out
 * through the connector's wallet. The wiring only: the signals are send/state.ts's, each transition is a
 * file of send/actions/ taking the host made here.
 */
export function createSendController(deps: SendDeps) {
  const state = createSendState()
  const check = sendCheck(deps, state)
  const host: SendHost = { deps, state, check }
  return {
    form: state.form,
    loading: state.loading,
    gasError: state.gasError,
    check,
    setToken: (token: TokenBalance | undefined) => setToken(host, token),
    setAmount: (sendTokenAmount: string) => setAmount(host, sendTokenAmount),
    /** The receiver as typed: an address, or a name resolved to one after a pause. */
    setReceiver: (typed: string) => setReceiver(host, typed),
    /** Spec section 4: switching the active network resets the send form (the send feature's hook). */
    reset: () => resetSend(host),
    /** The send, to its receipt and toast (send/actions/send-transfer.ts). Never throws. */
    send: () => sendTransfer(host),
  }
}

export type SendController = ReturnType<typeof createSendController>
