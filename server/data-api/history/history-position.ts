import type { IndexedTx } from './indexed-types.ts'

/** A transaction's place on its chain. */
export interface ChainPosition {
  blockNumber: bigint
  index: number
}

/** Whether `position` comes before `bound` on their chain (older, or earlier in the same block). */
export const isBefore = (position: ChainPosition, bound: ChainPosition): boolean =>
  position.blockNumber < bound.blockNumber ||
  (position.blockNumber === bound.blockNumber && position.index < bound.index)

/** Newest first on one chain. */
export const newestOnChainFirst = (a: ChainPosition, b: ChainPosition): number =>
  isBefore(a, b) ? 1 : isBefore(b, a) ? -1 : 0

export type HistoryPosition = Pick<IndexedTx, 'timestamp' | 'chainId' | 'blockNumber' | 'index'>

/** Newest first across chains; ties broken by chain, then by position, so the order is total. */
export const compareNewestFirst = (a: HistoryPosition, b: HistoryPosition): number =>
  b.timestamp - a.timestamp || a.chainId - b.chainId || newestOnChainFirst(a, b)
