import { TRANSACTION_CONFIRMATION_WAIT_MS } from '../../../core/constants.ts'
import { TransactionRevertedError } from '../../../core/errors.ts'
import type { PendingTransaction } from '../types.ts'
import type { PendingTransactionsHost } from './context.ts'
import { settle } from './settle.ts'

/** Waits the confirmation wait for a watched transaction's receipt; mined, it settles. */
export async function checkReceipt(
  host: PendingTransactionsHost,
  transaction: PendingTransaction,
): Promise<void> {
  const { deps, state } = host
  const network = deps.state.config.networks.find((n) => n.caipNetworkId === transaction.caipNetworkId)
  if (!network || state.checking.has(transaction.hash)) return
  state.checking.add(transaction.hash)
  try {
    await deps.adapterFor(network.chainNamespace).waitForReceipt(network, transaction.hash, {
      timeout: TRANSACTION_CONFIRMATION_WAIT_MS,
    })
    settle(host, transaction, 'confirmed')
  } catch (error) {
    // Mined and reverted is settled; a wait that timed out (or a node that failed) stays pending.
    if (error instanceof TransactionRevertedError) settle(host, transaction, 'failed')
  } finally {
    state.checking.delete(transaction.hash)
  }
}
