import type { Address, Hash } from 'viem'
import { getBlock, getBlockNumber, getTransaction, getTransactionReceipt } from 'viem/actions'
import type { ServedChain } from '../served-chain.ts'
import type { HistoryChains } from './history-chains.ts'
import { isBefore, newestOnChainFirst, type ChainPosition } from './history-position.ts'
import type { IndexedTx } from './indexed-types.ts'
import { searchTransactionsBefore, type FoundTransaction } from './ots-search.ts'
import { transferLogTransactions } from './transfer-logs.ts'
import { toIndexedTx } from './tx-transfers.ts'

/** Blocks one eth_getLogs call covers: public nodes cap the range of a log query (often at 10,000). */
export const LOG_BLOCK_RANGE = 5_000n
/**
 * How far back from the chain's tip tokens others sent are looked for, unless the chain's
 * `transferLogWindow` says: at most 40 log queries per request however long the chain. Older ones are
 * listed only when the account took part in the call, as the Otterscan search finds those.
 */
export const DEFAULT_TRANSFER_LOG_WINDOW = 100_000
/** Transactions one Otterscan search asks for; the node answers whole blocks, so maybe more. */
const OTS_PAGE_SIZE = 10

export interface ChainHistoryQuery {
  account: Address
  /** Only transactions before this position (a cursor's); from the chain's tip without it. */
  before?: ChainPosition | undefined
  /** How many to list at most: fewer means none older is left. */
  want: number
  /** Which transactions count (the onramp filter); the others are skipped. */
  keep(tx: IndexedTx): boolean
}

interface Candidate extends ChainPosition {
  hash: Hash
  load(): Promise<IndexedTx>
  /**
   * Found by a Transfer log only: the account's activity only if a fungible moved to or from it. An NFT
   * (ERC-721 Transfer logs match the same topics) minted or sent to it in someone else's call is not.
   */
  byLogOnly?: boolean
}

/** One way of finding candidates, stepping back from the top block; `floor` is the lowest block it covered. */
interface Scan {
  floor: bigint | undefined
  done: boolean
  step(): Promise<void>
}

/**
 * The account's transactions on one chain, newest first, read from the node: the Otterscan search for those
 * it sent, received or was called in, and the Transfer logs for tokens others sent it. Only blocks both have
 * covered are listed, so a transaction one finds later cannot jump ahead of one already listed.
 */
export async function readChainHistory(
  chain: ServedChain,
  history: HistoryChains,
  query: ChainHistoryQuery,
): Promise<IndexedTx[]> {
  const tip = await getBlockNumber(chain.client, { cacheTime: 0 })
  const top = query.before?.blockNumber ?? tip
  const candidates = new Map<Hash, Candidate>()
  const logWindow = BigInt(chain.transferLogWindow ?? DEFAULT_TRANSFER_LOG_WINDOW)
  const logFloor = tip >= logWindow ? tip - logWindow + 1n : 0n
  const context = { chain, history, account: query.account, top, logFloor, candidates }
  const scans = [otsScan(context), logScan(context)]
  const listed: IndexedTx[] = []
  const examined = new Set<Hash>()
  for (;;) {
    const covered = coveredFloor(scans)
    const ready = [...candidates.values()]
      .filter((candidate) => covered !== undefined && candidate.blockNumber >= covered)
      .filter((candidate) => !examined.has(candidate.hash))
      .filter((candidate) => !query.before || isBefore(candidate, query.before))
      .sort(newestOnChainFirst)
    const loaded = await Promise.all(ready.map((candidate) => candidate.load()))
    for (const [i, tx] of loaded.entries()) {
      examined.add(tx.hash)
      if (ready[i]!.byLogOnly && !movesFungibleOf(tx, query.account)) continue
      if (query.keep(tx)) listed.push(tx)
      if (listed.length === query.want) return listed
    }
    const pending = scans.filter((scan) => !scan.done)
    if (pending.length === 0) return listed
    // The scan that has covered fewer blocks steps, so both move back together.
    await pending
      .reduce((shallowest, scan) => (isHigher(scan.floor, shallowest.floor) ? scan : shallowest))
      .step()
  }
}

interface ScanContext {
  chain: ServedChain
  history: HistoryChains
  account: Address
  top: bigint
  /** The lowest block the log scan reads (the chain's transfer log window below its tip). */
  logFloor: bigint
  candidates: Map<Hash, Candidate>
}

/** Blocks at or above it are covered by every scan; undefined while one has covered none. */
function coveredFloor(scans: Scan[]): bigint | undefined {
  let covered: bigint | undefined = 0n
  for (const { floor } of scans) {
    if (floor === undefined) return undefined
    if (floor > covered) covered = floor
  }
  return covered
}

/** Undefined (nothing covered yet) is higher than any block. */
const isHigher = (a: bigint | undefined, b: bigint | undefined) =>
  a === undefined ? b !== undefined : b !== undefined && a > b

function otsScan({ chain, history, account, top, candidates }: ScanContext): Scan {
  const assetInfo = history.assetInfo(chain)
  let searchBefore = top + 1n
  const scan: Scan = {
    floor: undefined,
    done: false,
    async step() {
      const page = await searchTransactionsBefore(chain.client, account, searchBefore, OTS_PAGE_SIZE)
      for (const found of page.transactions) {
        const tx = memo(() => toIndexedTx(chain, assetInfo, found))
        candidates.set(found.tx.hash, { ...positionOf(found), hash: found.tx.hash, load: tx })
      }
      const oldest = page.transactions.at(-1)
      if (page.lastPage || !oldest) {
        scan.floor = 0n
        scan.done = true
      } else {
        scan.floor = searchBefore = oldest.receipt.blockNumber
      }
    },
  }
  return scan
}

function logScan({ chain, history, account, top, logFloor, candidates }: ScanContext): Scan {
  const assetInfo = history.assetInfo(chain)
  let highest = top
  // Below its window the scan no longer holds the listing back: the Otterscan search alone goes on.
  const windowPassed = top < logFloor
  const scan: Scan = {
    floor: windowPassed ? 0n : undefined,
    done: windowPassed,
    async step() {
      const lowest = highest - logFloor >= LOG_BLOCK_RANGE ? highest - LOG_BLOCK_RANGE + 1n : logFloor
      for (const logged of await transferLogTransactions(chain.client, account, lowest, highest)) {
        // The Otterscan search brings the transaction with its receipt: only those it misses are read here.
        if (candidates.has(logged.hash)) continue
        candidates.set(logged.hash, {
          ...logged,
          load: memo(() => readTransaction(chain, assetInfo, logged.hash)),
          byLogOnly: true,
        })
      }
      scan.done = lowest === logFloor
      scan.floor = scan.done ? 0n : lowest
      highest = lowest - 1n
    },
  }
  return scan
}

function movesFungibleOf(tx: IndexedTx, account: Address): boolean {
  const key = account.toLowerCase()
  return tx.transfers.some((t) => t.from.toLowerCase() === key || t.to.toLowerCase() === key)
}

const positionOf = ({ receipt }: FoundTransaction): ChainPosition => ({
  blockNumber: receipt.blockNumber,
  index: receipt.transactionIndex,
})

async function readTransaction(
  chain: ServedChain,
  assetInfo: ReturnType<HistoryChains['assetInfo']>,
  hash: Hash,
): Promise<IndexedTx> {
  const [tx, receipt] = await Promise.all([
    getTransaction(chain.client, { hash }),
    getTransactionReceipt(chain.client, { hash }),
  ])
  const block = await getBlock(chain.client, { blockNumber: receipt.blockNumber })
  return toIndexedTx(chain, assetInfo, { tx, receipt, timestamp: Number(block.timestamp) })
}

function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}
