import type { ChainNamespace } from '../../../core/types.ts'
import type { PortkitState } from '../../../state/create-state.ts'
import type { ChainAdapter } from '../../types.ts'
import type { PendingTransactionsState } from '../state.ts'
import type { SettledTransaction } from '../types.ts'

/** What the watcher is made with (create-portkit passes the instance's parts). */
export interface PendingTransactionsDeps {
  state: PortkitState
  adapterFor: (namespace: ChainNamespace) => Pick<ChainAdapter, 'waitForReceipt'>
  /** Called once per watched transaction when it is mined (the balance and the activity are stale). */
  onSettled?: (transaction: SettledTransaction) => void
}

/** What the watcher's actions need; the controller (pending-transactions.ts) makes one per instance. */
export interface PendingTransactionsHost {
  deps: PendingTransactionsDeps
  state: PendingTransactionsState
}
