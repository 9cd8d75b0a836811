import type { Address } from 'viem'
import type { ServedChain } from '../served-chain.ts'
import { createChainIndexer, type ChainIndexer } from './chain-indexer.ts'
import type { IndexedTx } from './indexed-types.ts'

export interface HistoryIndex {
  /** Catches the chains up, then lists the account's transactions on them, newest first. */
  transactionsOf(account: Address, chains: ServedChain[]): Promise<IndexedTx[]>
}

/** Newest first across chains; ties broken by chain, then by position, so the order is total. */
export function compareNewestFirst(a: HistoryPosition, b: HistoryPosition): number {
  return (
    b.timestamp - a.timestamp ||
    a.chainId - b.chainId ||
    (b.blockNumber > a.blockNumber ? 1 : b.blockNumber < a.blockNumber ? -1 : 0) ||
    b.index - a.index
  )
}

export type HistoryPosition = Pick<IndexedTx, 'timestamp' | 'chainId' | 'blockNumber' | 'index'>

export function createHistoryIndex(chains: ServedChain[]): HistoryIndex {
  const indexers = new Map<number, ChainIndexer>(
    chains.map((chain) => [chain.chainId, createChainIndexer(chain)]),
  )
  return {
    async transactionsOf(account, wanted) {
      const used = wanted.map((chain) => indexers.get(chain.chainId)!)
      await Promise.all(used.map((indexer) => indexer.catchUp()))
      const key = account.toLowerCase()
      return used
        .flatMap((indexer) => indexer.transactions().filter((tx) => tx.participants.has(key)))
        .sort(compareNewestFirst)
    },
  }
}
