import type { PendingTransaction, SettledTransaction } from '../types.ts'
import type { PendingTransactionsHost } from './context.ts'
import { stopPolling } from './stop-polling.ts'

/** A watched transaction was mined: it leaves the list and its listeners hear how it ended. */
export function settle(
  { deps, state }: PendingTransactionsHost,
  transaction: PendingTransaction,
  status: SettledTransaction['status'],
): void {
  if (!state.transactions.value.includes(transaction)) return
  state.transactions.value = state.transactions.value.filter((candidate) => candidate !== transaction)
  if (state.transactions.value.length === 0) stopPolling(state)
  const settled = { ...transaction, status }
  deps.onSettled?.(settled)
  for (const listener of state.listeners) listener(settled)
}
