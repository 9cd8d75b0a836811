import {
  formatTransaction,
  formatTransactionReceipt,
  type Address,
  type PublicClient,
  type RpcTransaction,
  type RpcTransactionReceipt,
  type Transaction,
  type TransactionReceipt,
} from 'viem'

/** A transaction as the Otterscan search returns it: with its receipt and its block's time. */
export interface FoundTransaction {
  tx: Transaction
  receipt: TransactionReceipt
  /** Block time, unix seconds. */
  timestamp: number
}

export interface OtsSearchPage {
  /** Newest first. Whole blocks: a page may hold more than the size asked for. */
  transactions: FoundTransaction[]
  /** The search reached the chain's first block: nothing older is left. */
  lastPage: boolean
}

/** The `ots_searchTransactions*` result (Otterscan API level 8): receipts carry their block's timestamp. */
interface RpcSearchResult {
  txs: RpcTransaction[]
  receipts: (RpcTransactionReceipt & { timestamp: `0x${string}` | number })[]
  firstPage: boolean
  lastPage: boolean
}

/**
 * `ots_searchTransactionsBefore`: the address's transactions (as sender, recipient or a party of an internal
 * call) in the blocks before `blockNumber`, newest first; block 0 searches from the chain's tip.
 */
export async function searchTransactionsBefore(
  client: PublicClient,
  address: Address,
  blockNumber: bigint,
  pageSize: number,
): Promise<OtsSearchPage> {
  const result = await client.request<{ Parameters: [Address, number, number]; ReturnType: RpcSearchResult }>(
    {
      method: 'ots_searchTransactionsBefore',
      params: [address, Number(blockNumber), pageSize],
    },
  )
  const receipts = new Map(result.receipts.map((receipt) => [receipt.transactionHash, receipt]))
  return {
    transactions: result.txs.map((rpcTx) => {
      const receipt = receipts.get(rpcTx.hash)
      if (!receipt) throw new Error(`ots_searchTransactionsBefore returned no receipt for ${rpcTx.hash}`)
      return {
        tx: formatTransaction(rpcTx),
        receipt: formatTransactionReceipt(receipt),
        timestamp: Number(receipt.timestamp),
      }
    }),
    lastPage: result.lastPage,
  }
}

/** `ots_getApiLevel`: the Otterscan namespace's version, which Erigon, Reth and anvil answer. */
export async function otsApiLevel(client: PublicClient): Promise<number> {
  return Number(await client.request({ method: 'ots_getApiLevel' } as never))
}
