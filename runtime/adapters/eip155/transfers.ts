import {
  BaseError,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type Address,
  type Chain,
  type Client,
  type Hash,
  type Hex,
  type TransactionReceipt as ViemReceipt,
  type Transport,
} from 'viem'
import {
  call,
  estimateGas,
  getGasPrice,
  getTransaction,
  sendTransaction,
  waitForTransactionReceipt,
  writeContract,
} from 'viem/actions'
import { TransactionRevertedError } from '../../core/errors.ts'
import type { Transfer, TransactionReceipt, TransferFee } from '../../controllers/types.ts'

/** Gas units for the transfer times the network's gas price. */
export async function estimateTransferFee(client: Client, transfer: Transfer): Promise<TransferFee> {
  const [gas, gasPrice] = await Promise.all([
    estimateGas(client, { account: transfer.from as Address, ...transferCall(transfer) }),
    getGasPrice(client),
  ])
  return { gasPrice, fee: gas * gasPrice }
}

/** Native value, or ERC20 `transfer(to, amount)` on the token contract; `wallet` is the connector's client. */
export function sendTransfer(wallet: Client<Transport, Chain>, transfer: Transfer): Promise<Hash> {
  const account = transfer.from as Address
  if (!transfer.token) return sendTransaction(wallet, { account, ...transferCall(transfer) })
  return writeContract(wallet, {
    account,
    address: transfer.token as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [transfer.to as Address, transfer.amount],
  })
}

/** Spec section 4, Receipts: success, or reverted with the revert reason (else 'unknown reason'). */
export async function waitForReceipt(client: Client, hash: Hash): Promise<TransactionReceipt> {
  const receipt = await waitForTransactionReceipt(client, { hash })
  if (receipt.status === 'success') return { hash, status: 'success' }
  throw new TransactionRevertedError(await revertReason(client, receipt))
}

function transferCall(transfer: Transfer): { to: Address; value: bigint } | { to: Address; data: Hex } {
  if (!transfer.token) return { to: transfer.to as Address, value: transfer.amount }
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [transfer.to as Address, transfer.amount],
  })
  return { to: transfer.token as Address, data }
}

/**
 * A receipt does not carry the reason: the transaction is replayed on the state of its block, and the
 * `Error(string)` it reverts with is the reason. Custom errors and empty reverts have none to show.
 */
async function revertReason(client: Client, receipt: ViemReceipt): Promise<string | undefined> {
  try {
    const transaction = await getTransaction(client, { hash: receipt.transactionHash })
    await call(client, {
      account: transaction.from,
      to: transaction.to,
      data: transaction.input,
      value: transaction.value,
      gas: transaction.gas,
      blockNumber: receipt.blockNumber,
    })
    return undefined
  } catch (error) {
    return reasonIn(error)
  }
}

function reasonIn(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  // The node's revert data sits on the innermost cause (the RPC error).
  const cause = error.walk() as { data?: unknown }
  const data = typeof cause.data === 'object' ? (cause.data as { data?: unknown } | null)?.data : cause.data
  if (typeof data !== 'string' || !data.startsWith('0x')) return undefined
  try {
    const decoded = decodeErrorResult({ data: data as Hex })
    return decoded.errorName === 'Error' ? String(decoded.args[0]) : undefined
  } catch {
    return undefined
  }
}
