import type { PendingTransactionsController } from '../pending-transactions.ts'

/**
 * Turns on the pending-transaction watcher (spec section 9; off by default): transactions sent through
 * Portkit from now on are watched until mined (confirmation wait 25 s, then every 30 s, at most 99
 * pending), shown as pending in the Activity tab, and the balance is re-read when they are mined. Returns
 * the function that turns it off again.
 */
export function watchPendingTransactions(portkit: {
  pendingTransactions: Pick<PendingTransactionsController, 'watch'>
}): () => void {
  return portkit.pendingTransactions.watch()
}
