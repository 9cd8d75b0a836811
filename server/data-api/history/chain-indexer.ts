import {
  decodeEventLog,
  erc20Abi,
  getAddress,
  zeroAddress,
  type Block,
  type Log,
  type Transaction,
  type TransactionReceipt,
} from 'viem'
import { getBlock, getBlockNumber, getTransactionReceipt } from 'viem/actions'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import { SWAP_ROUTER_ABI } from '../../contracts/swap-router.ts'
import type { ServedChain } from '../served-chain.ts'
import { createAssetInfoReader, nativeAsset } from './asset-info.ts'
import type { IndexedTransfer, IndexedTx } from './indexed-types.ts'

export interface ChainIndexer {
  chain: ServedChain
  /** Indexes every block mined before the call; calls run one after another. */
  catchUp(): Promise<void>
  /** Indexed transactions, oldest first. */
  transactions(): readonly IndexedTx[]
}

/** Blocks fetched at once while catching up; anvil mines one block per transaction. */
const BLOCK_BATCH = 16

/**
 * Indexes one chain's blocks into memory: each transaction with its native value and the ERC20 Transfer
 * logs of its receipt. The chains start fresh with every devnet, so nothing is persisted. When the chain
 * went back (anvil reset, snapshot revert), the index starts over.
 */
export function createChainIndexer(chain: ServedChain): ChainIndexer {
  const assetInfo = createAssetInfoReader(chain)
  let indexed: IndexedTx[] = []
  let nextBlock = 0n
  let lastHash: string | undefined
  let queue: Promise<void> = Promise.resolve()

  async function reorgedOrReset(): Promise<boolean> {
    if (nextBlock === 0n) return false
    const last = await getBlock(chain.client, { blockNumber: nextBlock - 1n }).catch(() => undefined)
    return last?.hash !== lastHash
  }

  async function run(): Promise<void> {
    if (await reorgedOrReset()) {
      indexed = []
      nextBlock = 0n
      lastHash = undefined
    }
    const latest = await getBlockNumber(chain.client, { cacheTime: 0 })
    while (nextBlock <= latest) {
      const numbers: bigint[] = []
      for (let n = nextBlock; n <= latest && numbers.length < BLOCK_BATCH; n++) numbers.push(n)
      const blocks = await Promise.all(numbers.map((blockNumber) => indexBlock(blockNumber)))
      // Committed only once the whole batch is in, so a failed call leaves the index consistent.
      for (const block of blocks) indexed.push(...block.transactions)
      nextBlock = numbers.at(-1)! + 1n
      lastHash = blocks.at(-1)!.hash
    }
  }

  async function indexBlock(blockNumber: bigint): Promise<{ hash: string; transactions: IndexedTx[] }> {
    const block = await getBlock(chain.client, { blockNumber, includeTransactions: true })
    const transactions = await Promise.all(
      block.transactions.map(async (tx) =>
        toIndexedTx(block, tx, await getTransactionReceipt(chain.client, { hash: tx.hash })),
      ),
    )
    return { hash: block.hash!, transactions }
  }

  async function toIndexedTx(block: Block, tx: Transaction, receipt: TransactionReceipt): Promise<IndexedTx> {
    const success = receipt.status === 'success'
    const transfers: IndexedTransfer[] = []
    if (success && tx.value > 0n && tx.to) {
      transfers.push({ asset: nativeAsset(chain), from: tx.from, to: tx.to, value: tx.value })
    }
    for (const log of receipt.logs) {
      const transfer = (await erc20Transfer(log)) ?? routerNativePayout(log)
      if (transfer) transfers.push(transfer)
    }
    const participants = new Set<string>([tx.from.toLowerCase()])
    for (const address of [tx.to, receipt.contractAddress])
      if (address) participants.add(address.toLowerCase())
    for (const transfer of transfers) {
      participants.add(transfer.from.toLowerCase())
      participants.add(transfer.to.toLowerCase())
    }
    return {
      chainId: chain.chainId,
      caipNetworkId: chain.caipNetworkId,
      hash: tx.hash,
      blockNumber: block.number!,
      index: tx.transactionIndex ?? 0,
      timestamp: Number(block.timestamp),
      from: tx.from,
      to: tx.to,
      contractAddress: receipt.contractAddress ?? null,
      nonce: tx.nonce,
      success,
      ...(tx.input.length >= 10 ? { selector: tx.input.slice(0, 10) as `0x${string}` } : {}),
      transfers,
      participants,
    }
  }

  /** An ERC20 Transfer (3 topics; ERC721 has 4 and is not a fungible movement). */
  async function erc20Transfer(log: Log): Promise<IndexedTransfer | undefined> {
    try {
      const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
      // Decoding matches any event of the ABI by its signature (Approval too): keep Transfers only.
      if (event.eventName !== 'Transfer') return undefined
      const token = getAddress(log.address)
      return { token, asset: await assetInfo(token), ...event.args }
    } catch {
      return undefined
    }
  }

  /** The fixture router pays native currency out with an internal call; its Swapped event records it. */
  function routerNativePayout(log: Log): IndexedTransfer | undefined {
    const router = chain.swapRouter
    if (router === undefined || log.address.toLowerCase() !== router.toLowerCase()) return undefined
    try {
      const event = decodeEventLog({ abi: SWAP_ROUTER_ABI, data: log.data, topics: log.topics })
      if (event.eventName !== 'Swapped') return undefined
      const { args } = event
      if (args.tokenOut.toLowerCase() !== NATIVE_TOKEN_ADDRESS.toLowerCase()) return undefined
      return { asset: nativeAsset(chain), from: router, to: args.user, value: args.amountOut }
    } catch {
      return undefined
    }
  }

  return {
    chain,
    catchUp() {
      // A run already under way may have read the block number before the caller's latest block.
      queue = queue.catch(() => undefined).then(run)
      return queue
    },
    transactions: () => indexed,
  }
}

/** Mints show as Transfers from the zero address. */
export const isMint = (transfer: IndexedTransfer) => transfer.from === zeroAddress
