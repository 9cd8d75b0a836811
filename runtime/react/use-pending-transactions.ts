import { useEffect } from 'react'
import { watchPendingTransactions } from '../controllers/actions/watch-pending-transactions.ts'
import type { PendingTransaction } from '../controllers/pending-transactions.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'

/**
 * The transactions sent through Portkit that are not mined yet. With `watch` (the default) the
 * pending-transaction watcher is on while the component is mounted; it is off by default otherwise.
 */
export function usePendingTransactions({ watch = true }: { watch?: boolean } = {}): PendingTransaction[] {
  const portkit = usePortkitInstance()
  useEffect(() => (watch ? watchPendingTransactions(portkit) : undefined), [portkit, watch])
  return useSignalValue(portkit.pendingTransactions.transactions)
}
