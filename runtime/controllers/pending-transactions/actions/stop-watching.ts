import type { PendingTransactionsHost } from './context.ts'
import { stopPolling } from './stop-polling.ts'

/** Off, whoever holds it: forgets what it watched and asks nothing more. */
export function stopWatching({ state }: PendingTransactionsHost): void {
  state.runs.holders = 0
  state.enabled.value = false
  stopPolling(state)
  state.transactions.value = []
}
