import {
  createTestClient,
  custom,
  getContractAddress,
  WaitForTransactionReceiptTimeoutError,
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getTransaction, getTransactionCount, mine, waitForTransactionReceipt } from 'viem/actions'
import type { TestAccount } from '../accounts.ts'

export interface RawTx {
  to?: Address
  data?: Hex
  value?: bigint
  /** Fixed gas limit: estimating every setup transaction would double the round trips. */
  gas: bigint
}

export interface SentTx {
  hash: Hex
  nonce: number
}

export interface RawTxSender {
  /** Signs locally with the next nonce of `from` and sends; resolves once the node accepted it. */
  send(from: TestAccount, tx: RawTx): Promise<SentTx>
  /** Waits for every sent transaction's receipt (mined) and throws if any of them reverted. */
  confirmAll(): Promise<void>
}

export interface RawTxSenderOptions {
  /** How long a receipt may be missing before the sender mines a block itself (see confirmAll). */
  mineAfterMs?: number
  /** How long confirmAll waits for a receipt in all before it says why the transaction is not mined. */
  receiptWaitMs?: number
}

const MINE_AFTER_MS = 5_000
/** Longer than any setup on a busy 2-core machine (CI once saw 30 s run out with four browser specs beside). */
const RECEIPT_WAIT_MS = 90_000

// Far above anvil's starting base fee (1 gwei), so no setup transaction waits in the pool.
const MAX_FEE_PER_GAS = 10_000_000_000n
const MAX_PRIORITY_FEE_PER_GAS = 1_000_000_000n

/**
 * Sends setup transactions with one RPC call each (eth_sendRawTransaction), tracking nonces itself.
 * Sends must be awaited in order: with automining, each one is mined before the next arrives.
 */
export function createRawTxSender(
  client: PublicClient,
  chainId: number,
  { mineAfterMs = MINE_AFTER_MS, receiptWaitMs = RECEIPT_WAIT_MS }: RawTxSenderOptions = {},
): RawTxSender {
  const nonces = new Map<Address, number>()
  const sent: Hex[] = []

  async function nextNonce(address: Address): Promise<number> {
    const nonce = nonces.get(address) ?? (await getTransactionCount(client, { address, blockTag: 'pending' }))
    nonces.set(address, nonce + 1)
    return nonce
  }

  return {
    async send(from, tx) {
      const account = privateKeyToAccount(from.privateKey)
      const nonce = await nextNonce(account.address)
      const signed = await account.signTransaction({
        type: 'eip1559',
        chainId,
        nonce,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
        ...tx,
      })
      const hash = await client.request({ method: 'eth_sendRawTransaction', params: [signed] })
      sent.push(hash)
      return { hash, nonce }
    },
    async confirmAll() {
      const receipts = await Promise.all(
        sent.map((hash) => receiptOf(client, hash, mineAfterMs, receiptWaitMs)),
      )
      const reverted = receipts.filter((receipt) => receipt.status !== 'success')
      if (reverted.length > 0) {
        throw new Error(
          `devnet fixture transactions reverted: ${reverted.map((r) => r.transactionHash).join(', ')}`,
        )
      }
    },
  }
}

/**
 * The receipt of a sent transaction. Anvil answers eth_sendRawTransaction before its automine has mined the
 * block, so on a busy machine a receipt can take a while; and its automine can miss a ready transaction for
 * good (foundry-rs/foundry#10122: CI saw a devnet start wait out 90 s on one). Each time a receipt is still
 * missing after `mineAfterMs`, a block is mined by hand (evm_mine takes every ready transaction of the pool);
 * after `receiptWaitMs` in all, the error says what the node knows of the transaction.
 */
async function receiptOf(
  client: PublicClient,
  hash: Hex,
  mineAfterMs: number,
  receiptWaitMs: number,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + receiptWaitMs
  const testClient = createTestClient({ mode: 'anvil', transport: custom(client) })
  for (;;) {
    const timeout = Math.min(mineAfterMs, deadline - Date.now())
    try {
      return await waitForTransactionReceipt(client, { hash, pollingInterval: 20, timeout })
    } catch (error) {
      if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error
    }
    if (Date.now() >= deadline) throw new Error(await whyNotMined(client, hash, receiptWaitMs))
    await mine(testClient, { blocks: 1 })
  }
}

/** What the node says of a transaction that got no receipt: gone from its pool, or waiting behind a nonce. */
async function whyNotMined(client: PublicClient, hash: Hex, waitedMs: number): Promise<string> {
  const waited = `Devnet setup transaction ${hash} got no receipt in ${waitedMs / 1000} s, blocks mined by hand included`
  const tx = await getTransaction(client, { hash }).catch(() => undefined)
  if (!tx) return `${waited}: the node no longer has it (dropped from its pool)`
  const minedNonce = await getTransactionCount(client, { address: tx.from, blockTag: 'latest' })
  return `${waited}: it is in the pool with nonce ${tx.nonce} of ${tx.from}, whose next mined nonce is ${minedNonce}`
}

/** Deploys `data` from one account over the sender and gives the contract's address (from the nonce used). */
export type Deploy = (data: Hex, gas?: bigint) => Promise<Address>

/** Setup contract creations cost at most this unless told otherwise. */
const DEPLOY_GAS = 3_000_000n

export function contractDeployer(sender: RawTxSender, deployer: TestAccount): Deploy {
  return async (data, gas = DEPLOY_GAS) => {
    const { nonce } = await sender.send(deployer, { data, gas })
    return getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
  }
}
