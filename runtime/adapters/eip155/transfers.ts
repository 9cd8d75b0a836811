import {
  encodeFunctionData,
  erc20Abi,
  type Address,
  type Chain,
  type Client,
  type Hash,
  type Hex,
  type Transport,
} from 'viem'
import { estimateGas, getGasPrice, sendTransaction, writeContract } from 'viem/actions'
import type { Transfer, TransferFee } from '../../controllers/types.ts'

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

function transferCall(transfer: Transfer): { to: Address; value: bigint } | { to: Address; data: Hex } {
  if (!transfer.token) return { to: transfer.to as Address, value: transfer.amount }
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [transfer.to as Address, transfer.amount],
  })
  return { to: transfer.token as Address, data }
}
