import type { HistoryCursor } from './history-cursor.ts'
import { compareNewestFirst } from './history-position.ts'
import type { IndexedTx } from './indexed-types.ts'

/** One chain's transactions after the cursor, newest first: at most `size + 1`, fewer when none is left. */
export interface ChainSlice {
  chainId: number
  txs: IndexedTx[]
}

/**
 * The newest `size` transactions of all chains, and the cursor of the rest: for each chain with some left,
 * the last one shown, or just above its newest when none of it made the page.
 */
export function pageAcross(slices: ChainSlice[], size: number): { page: IndexedTx[]; next?: HistoryCursor } {
  const page = slices
    .flatMap((slice) => slice.txs)
    .sort(compareNewestFirst)
    .slice(0, size)
  const next: HistoryCursor = new Map()
  for (const { chainId, txs } of slices) {
    const shown = page.filter((tx) => tx.chainId === chainId)
    if (shown.length === txs.length) continue
    const last = shown.at(-1)
    const first = txs[0]!
    next.set(
      chainId,
      last
        ? { blockNumber: last.blockNumber, index: last.index }
        : { blockNumber: first.blockNumber, index: first.index + 1 },
    )
  }
  return next.size > 0 ? { page, next } : { page }
}
