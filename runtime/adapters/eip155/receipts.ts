import type { Abi, Client, Hash, TransactionReceipt as ViemReceipt } from 'viem'
import { call, getTransaction, waitForTransactionReceipt } from 'viem/actions'
import { RECEIPT_WAIT } from '../../core/constants.ts'
import { TransactionRevertedError } from '../../core/errors.ts'
import type { Replacement, WaitForReceiptOptions } from '../../controllers/actions/types.ts'
import type { TransactionReceipt } from '../../controllers/types.ts'
import { revertReasonIn } from './revert-reason.ts'

/**
 * Spec section 4, Receipts: success, or reverted with the revert reason (else 'unknown reason'); a
 * transaction replaced before it was mined is classed repriced, cancelled or replaced (viem's
 * `onReplaced`) and the replacement's receipt is the answer. The wait is spec section 9's (RECEIPT_WAIT:
 * 180 s unless the caller gives another, 6 retries of a failed lookup, exponential delay from 200 ms).
 */
export async function waitForReceipt(
  client: Client,
  hash: Hash,
  options: WaitForReceiptOptions = {},
): Promise<TransactionReceipt> {
  let replaced: Replacement | undefined
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    timeout: options.timeout ?? RECEIPT_WAIT.timeoutMs,
    retryCount: RECEIPT_WAIT.retryCount,
    retryDelay: ({ count }) => RECEIPT_WAIT.firstRetryDelayMs * 2 ** count,
    onReplaced({ reason, replacedTransaction, transaction }) {
      replaced = { reason, replacedHash: replacedTransaction.hash, hash: transaction.hash }
      options.onReplaced?.(replaced)
    },
  })
  if (receipt.status === 'success') {
    return { hash: receipt.transactionHash, status: 'success', ...(replaced ? { replaced } : {}) }
  }
  throw new TransactionRevertedError(await replayedReason(client, receipt, options.abi))
}

/**
 * A receipt does not carry the reason: the transaction is replayed on the state of its block, and what
 * it reverts with is the reason. Empty reverts, and custom errors without the contract's ABI, have none.
 */
async function replayedReason(
  client: Client,
  receipt: ViemReceipt,
  abi: Abi | readonly unknown[] | undefined,
): Promise<string | undefined> {
  try {
    const transaction = await getTransaction(client, { hash: receipt.transactionHash })
    await call(client, {
      account: transaction.from,
      to: transaction.to,
      data: transaction.input,
      value: transaction.value,
      gas: transaction.gas,
      blockNumber: receipt.blockNumber,
    })
    return undefined
  } catch (error) {
    return revertReasonIn(error, abi)
  }
}
