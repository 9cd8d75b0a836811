import { erc20Abi, getAbiItem, type Address, type Hash, type PublicClient } from 'viem'
import { getLogs } from 'viem/actions'

const TRANSFER_EVENT = getAbiItem({ abi: erc20Abi, name: 'Transfer' })

/** Where a transaction sits on its chain, found from one of its logs. */
export interface LoggedTransaction {
  hash: Hash
  blockNumber: bigint
  index: number
}

/**
 * The transactions in `fromBlock..toBlock` with a Transfer log naming `account` as sender or recipient. The
 * Otterscan search finds the transactions an address takes part in as a caller or callee; a token sent to it
 * in someone else's call (a transfer, an airdrop) shows only in the token's logs.
 */
export async function transferLogTransactions(
  client: PublicClient,
  account: Address,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<LoggedTransaction[]> {
  const range = { event: TRANSFER_EVENT, fromBlock, toBlock, strict: false } as const
  // Topics match per position, so sender and recipient take one query each (batched into one request).
  const [sent, received] = await Promise.all([
    getLogs(client, { ...range, args: { from: account } }),
    getLogs(client, { ...range, args: { to: account } }),
  ])
  return [...sent, ...received].flatMap((log) =>
    log.transactionHash === null || log.blockNumber === null || log.transactionIndex === null
      ? []
      : [{ hash: log.transactionHash, blockNumber: log.blockNumber, index: log.transactionIndex }],
  )
}
