import type { PendingTransactionsState } from '../state.ts'

/** No more polls (nothing is pending, or the watcher is off). */
export function stopPolling({ runs }: PendingTransactionsState): void {
  clearInterval(runs.timer)
  runs.timer = undefined
}
