import {
  Eip1559FeesNotSupportedError,
  encodeFunctionData,
  erc20Abi,
  type Address,
  type Chain,
  type Client,
  type Hash,
  type Hex,
  type Transport,
} from 'viem'
import { estimateFeesPerGas, estimateGas, getGasPrice, sendTransaction, writeContract } from 'viem/actions'
import type { Transfer, TransferFee } from '../../controllers/types.ts'

/** Gas units for the transfer times the most a unit may cost (`gasPrice` in the send form). */
export async function estimateTransferFee(client: Client, transfer: Transfer): Promise<TransferFee> {
  const [gas, gasPrice] = await Promise.all([
    estimateGas(client, { account: transfer.from as Address, ...transferCall(transfer) }),
    feePerGas(client),
  ])
  return { gasPrice, fee: gas * gasPrice }
}

/**
 * The most a unit of gas may cost: on an EIP-1559 chain the fee cap (base fee x the chain's
 * baseFeeMultiplier, spec 9's 1.2, plus the priority fee), on a chain without it the gas price.
 */
async function feePerGas(client: Client): Promise<bigint> {
  try {
    return (await estimateFeesPerGas(client)).maxFeePerGas
  } catch (error) {
    if (error instanceof Eip1559FeesNotSupportedError) return getGasPrice(client)
    throw error
  }
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
