import { tokenIconUrl, type DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { chainsFor, parseAccount } from '../inputs.ts'
import { decodeCursor, encodeCursor } from './history-cursor.ts'
import { compareNewestFirst, type HistoryPosition } from './history-index.ts'
import { toTransaction } from './to-transaction.ts'
import { transferPrices } from './transfer-prices.ts'

/** Transactions per page; small so a few devnet transfers already page. */
export const HISTORY_PAGE_SIZE = 10

/**
 * GET /v1/account/{account}/history: the account's transactions on the devnet chains, newest first,
 * indexed from the chains' blocks. With `onramp`, only the purchases of that provider: the devnet's
 * provider page stands in for Coinbase (`coinbase`), its purchases being the transfers its treasury sent;
 * other providers and chains the devnet does not serve get the empty page.
 */
export function getTransactionHistoryHandler(
  context: DataApiContext,
): DataApiHandler<'getTransactionHistory'> {
  return async ({ path, query }) => {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
    const account = parseAccount(path.account, 'account')
    const chains = chainsFor(context.chains, query.chainId)
    const treasury = context.onrampTreasury?.toLowerCase()
    const onrampOnly = query.onramp !== undefined
    if (!account || chains.length === 0 || (onrampOnly && (query.onramp !== 'coinbase' || !treasury)))
      return { json: { data: [], next: null } }

    const indexed = await context.history.transactionsOf(account, chains)
    const all = onrampOnly ? indexed.filter((tx) => tx.from.toLowerCase() === treasury) : indexed
    const start = after ? firstAfter(all, after) : 0
    const page = all.slice(start, start + HISTORY_PAGE_SIZE)
    const more = start + HISTORY_PAGE_SIZE < all.length
    const iconUrl = (symbol: string) => tokenIconUrl(context, query, symbol)
    const priceUsd = await transferPrices(context, page)
    return {
      json: {
        data: page.map((tx) => toTransaction(tx, account, iconUrl, priceUsd)),
        next: more ? encodeCursor(page.at(-1)!) : null,
      },
    }
  }
}

/** Where the page after `cursor` starts: the first transaction ordered after it. */
function firstAfter(list: HistoryPosition[], cursor: HistoryPosition): number {
  const index = list.findIndex((item) => compareNewestFirst(item, cursor) > 0)
  return index === -1 ? list.length : index
}
