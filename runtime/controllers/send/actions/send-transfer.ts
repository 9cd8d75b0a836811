import {
  InvalidBitcoinTransferError,
  InvalidSolanaTransferError,
  TransactionRevertedError,
} from '../../../core/errors.ts'
import { keyed, outsideText, type ShownMessage } from '../../../core/i18n/shown-message.ts'
import type { ChainNamespace } from '../../../core/types.ts'
import { SEND_RULES } from '../../send-form.ts'
import { connected, isSmartAccount, transferOf } from '../reads.ts'
import type { SendHost } from './context.ts'
import { resetSend } from './reset-send.ts'

/**
 * Spec section 4, Send: initiated, transaction sent, Account with back disabled, success toast; success
 * resets the form, failure shows the error toast. Never throws.
 */
export async function sendTransfer(host: SendHost): Promise<void> {
  const { deps, state } = host
  const account = connected(deps)
  const current = state.form.value
  const transfer = account && host.check.value.ready ? transferOf(current, account.address) : undefined
  if (!account || !transfer || state.loading.value) return
  const properties = {
    isSmartAccount: isSmartAccount(deps),
    token: current.token?.symbol,
    amount: current.sendTokenAmount,
    network: account.network.caipNetworkId,
  }
  deps.events?.sendEvent({ type: 'track', event: 'SEND_INITIATED', properties })
  deps.notifications.loading(keyed('TRANSACTION_STARTED'))
  deps.router.reset({ name: 'Account' }, { backDisabled: true })
  state.loading.value = true
  try {
    const adapter = deps.adapterFor(account.namespace)
    const hash = await adapter.sendTransfer(account.connector, account.network, transfer)
    deps.pendingTransactions?.track({
      hash,
      caipNetworkId: account.network.caipNetworkId,
      from: account.address,
    })
    // Sent means mined with success: a reverted transfer throws its reason (or 'unknown reason').
    try {
      await adapter.waitForReceipt(account.network, hash)
    } finally {
      // Mined either way (gas was paid): the cached balances are wrong from now on.
      deps.balances.forget()
      void Promise.all([deps.refreshBalance(), deps.tokens.refresh()])
    }
    deps.events?.sendEvent({ type: 'track', event: 'SEND_SUCCESS', properties: { ...properties, hash } })
    deps.notifications.success(keyed('TRANSACTION_SENT'))
    resetSend(host)
  } catch (error) {
    const message = (error as Error | undefined)?.message ?? ''
    deps.events?.sendEvent({ type: 'track', event: 'SEND_ERROR', properties: { ...properties, message } })
    deps.notifications.error(failureMessage(error, account.namespace))
  } finally {
    state.loading.value = false
  }
}

/**
 * Spec section 8: a revert's reason, or the refused input's message; otherwise the chain family's send
 * failure ('Something went wrong' on EVM, 'Failed to send transaction. Please try again.' elsewhere).
 */
function failureMessage(error: unknown, namespace: ChainNamespace): ShownMessage {
  if (error instanceof TransactionRevertedError) return outsideText(error.shortMessage)
  if (error instanceof InvalidSolanaTransferError || error instanceof InvalidBitcoinTransferError)
    return keyed('INVALID_AMOUNT_OR_RECEIVER')
  return keyed((SEND_RULES[namespace] ?? SEND_RULES.eip155!).failedKey)
}
