import { computed } from '@preact/signals-core'
import type {
  PendingTransactionsDeps,
  PendingTransactionsHost,
} from './pending-transactions/actions/context.ts'
import { stopWatching } from './pending-transactions/actions/stop-watching.ts'
import { track } from './pending-transactions/actions/track.ts'
import { watch } from './pending-transactions/actions/watch.ts'
import { createPendingTransactionsState } from './pending-transactions/state.ts'
import type { PendingTransaction, SettledTransaction } from './pending-transactions/types.ts'

export type { PendingTransaction, SettledTransaction } from './pending-transactions/types.ts'

/**
 * The pending-transaction watcher (spec section 9): off by default. Turned on, it watches the
 * transactions sent through Portkit until they are mined: each is given the confirmation wait (25 s) of the
 * adapter's receipt lookup at once, and those still unconfirmed are checked again every 30 s. It stops at
 * the pending limit (99): while that many are pending, a further transaction is not watched. The wiring
 * only: the signals are pending-transactions/state.ts's, each transition a file of its actions/.
 */
export function createPendingTransactionsController(deps: PendingTransactionsDeps) {
  const state = createPendingTransactionsState()
  const host: PendingTransactionsHost = { deps, state }
  return {
    /** Whether the watcher is on; off until the host turns it on. */
    enabled: computed(() => state.enabled.value),
    /** The watched transactions still pending, oldest first. */
    transactions: computed(() => state.transactions.value),
    /**
     * Turns the watcher on; returns the release. It stays on while anyone holds it, and when the last one
     * releases it forgets what it watched and asks nothing more.
     */
    watch: () => watch(host),
    /** Off, whoever holds it (the instance stops). */
    stop: () => stopWatching(host),
    /** Watches a transaction just sent; nothing while off or at the pending limit. */
    track: (transaction: Omit<PendingTransaction, 'sentAt'>) => track(host, transaction),
    /** Calls `listener` when a watched transaction is mined; returns the unsubscribe. */
    onSettled(listener: (transaction: SettledTransaction) => void): () => void {
      state.listeners.add(listener)
      return () => void state.listeners.delete(listener)
    },
  }
}

export type PendingTransactionsController = ReturnType<typeof createPendingTransactionsController>
