import { tokenIconUrl, type DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { chainsFor, parseAccount } from '../inputs.ts'
import type { ServedChain } from '../served-chain.ts'
import { readChainHistory } from './chain-history.ts'
import { decodeCursor, encodeCursor } from './history-cursor.ts'
import { fromNode } from '../node-read.ts'
import { historyNotServed } from './history-errors.ts'
import { pageAcross } from './history-page.ts'
import type { IndexedTx } from './indexed-types.ts'
import { toTransaction } from './to-transaction.ts'
import { transferPrices } from './transfer-prices.ts'

/** Transactions per page; small so a few devnet transfers already page. */
export const HISTORY_PAGE_SIZE = 10

/**
 * GET /v1/account/{account}/history: the account's transactions on the served chains, newest first, read
 * from their nodes' Otterscan namespace page by page (nothing is indexed here). With `onramp`, only the
 * purchases of that provider: the devnet's provider page stands in for Coinbase (`coinbase`), its purchases
 * being the transfers its treasury sent; other providers and chains the server does not serve get the empty
 * page. A chain whose node lacks `ots_` is left out, or refused with a 501 when the request names it.
 */
export function getTransactionHistoryHandler(
  context: DataApiContext,
): DataApiHandler<'getTransactionHistory'> {
  return async ({ path, query }) => {
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, context.chains)
    const account = parseAccount(path.account, 'account')
    const chains = chainsFor(context.chains, query.chainId)
    const treasury = context.onrampTreasury?.toLowerCase()
    const onrampOnly = query.onramp !== undefined
    if (!account || chains.length === 0 || (onrampOnly && (query.onramp !== 'coinbase' || !treasury)))
      return { json: { data: [], next: null } }

    const served = await chainsWithHistory(context, chains, query.chainId !== undefined)
    const wanted = cursor ? served.filter((chain) => cursor.has(chain.chainId)) : served
    const keep = onrampOnly ? (tx: IndexedTx) => tx.from.toLowerCase() === treasury : () => true
    const slices = await Promise.all(
      wanted.map(async (chain) => ({
        chainId: chain.chainId,
        txs: await fromNode(chain, 'history read', () =>
          readChainHistory(chain, context.history, {
            account,
            before: cursor?.get(chain.chainId),
            // One more than a page tells whether the chain has another.
            want: HISTORY_PAGE_SIZE + 1,
            keep,
          }),
        ),
      })),
    )
    const { page, next } = pageAcross(slices, HISTORY_PAGE_SIZE)
    const iconUrl = (symbol: string) => tokenIconUrl(context, query, symbol)
    const priceUsd = await transferPrices(context, page)
    return {
      json: {
        data: page.map((tx) => toTransaction(tx, account, iconUrl, priceUsd)),
        next: next ? encodeCursor(next) : null,
      },
    }
  }
}

/** The chains whose nodes serve the Otterscan search; one the request names that does not is a 501. */
async function chainsWithHistory(
  context: DataApiContext,
  chains: ServedChain[],
  named: boolean,
): Promise<ServedChain[]> {
  const serves = await Promise.all(
    chains.map((chain) => fromNode(chain, 'history read', () => context.history.servesHistory(chain))),
  )
  if (named && !serves[0]) throw historyNotServed(chains[0]!)
  return chains.filter((_, i) => serves[i])
}
