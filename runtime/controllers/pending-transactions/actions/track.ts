import { PENDING_TRANSACTIONS_LIMIT, PENDING_TRANSACTIONS_POLL_MS } from '../../../core/constants.ts'
import type { PendingTransaction } from '../types.ts'
import { checkReceipt } from './check-receipt.ts'
import type { PendingTransactionsHost } from './context.ts'

/** Watches a transaction just sent; nothing while off or at the pending limit. */
export function track(host: PendingTransactionsHost, transaction: Omit<PendingTransaction, 'sentAt'>): void {
  const { state } = host
  const { transactions } = state
  if (!state.enabled.value || transactions.value.length >= PENDING_TRANSACTIONS_LIMIT) return
  if (transactions.value.some((candidate) => candidate.hash === transaction.hash)) return
  const pending = { ...transaction, sentAt: Date.now() }
  transactions.value = [...transactions.value, pending]
  state.runs.timer ??= setInterval(() => {
    for (const candidate of transactions.value) void checkReceipt(host, candidate)
  }, PENDING_TRANSACTIONS_POLL_MS)
  void checkReceipt(host, pending)
}
