import { MalformedAnswerError } from '../core/errors.ts'
import type { components } from './api/data-api.gen.ts'
import type { DataApiClient } from './api/clients.ts'
import { dataApiGuards } from './api/contract-answer.ts'

/** Spec section 3, Transaction (history). */
export type Transaction = components['schemas']['Transaction']

export interface HistoryPage {
  transactions: Transaction[]
  /** Cursor of the next page; undefined on the last one. */
  next: string | undefined
}

/** Spec section 9: a transaction is spam when every one of its transfers is flagged spam. */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/** GET /v1/account/{account}/history, one page, spam dropped; throws on failure or a malformed body. */
export async function fetchHistoryPage(
  client: DataApiClient,
  query: { account: string; cursor?: string; chainId?: string },
): Promise<HistoryPage> {
  const { data } = await client.GET('/v1/account/{account}/history', {
    params: {
      path: { account: query.account },
      query: {
        ...(query.cursor ? { cursor: query.cursor } : {}),
        ...(query.chainId ? { chainId: query.chainId } : {}),
      },
    },
  })
  if (!data || !Array.isArray(data.data)) throw new MalformedAnswerError('history')
  // Only the transactions the contract allows: one malformed entry does not cost the page.
  const transactions = data.data.filter((await dataApiGuards()).isTransaction)
  return {
    transactions: transactions.filter((transaction) => !isSpamTransaction(transaction)),
    next: typeof data.next === 'string' && data.next.length > 0 ? data.next : undefined,
  }
}
