import { signal } from '@preact/signals-core'
import type { PendingTransaction, SettledTransaction } from './types.ts'

/** The watcher's signals and bookkeeping; the actions (actions/) are their only writers. */
export function createPendingTransactionsState() {
  return {
    enabled: signal(false),
    /** The watched transactions still pending, oldest first. */
    transactions: signal<PendingTransaction[]>([]),
    listeners: new Set<(transaction: SettledTransaction) => void>(),
    /** Hashes with a check in flight: a poll does not ask twice for the same one. */
    checking: new Set<string>(),
    /** Not signals, as nothing shows them: the poll timer, and how many hold the watcher on. */
    runs: { timer: undefined as ReturnType<typeof setInterval> | undefined, holders: 0 },
  }
}

export type PendingTransactionsState = ReturnType<typeof createPendingTransactionsState>
