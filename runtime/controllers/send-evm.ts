import {
  createClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  http,
  type Address,
  type Chain,
} from 'viem'
import {
  estimateGas,
  getGasPrice,
  sendTransaction,
  waitForTransactionReceipt,
  writeContract,
} from 'viem/actions'
import { MissingRpcUrlError } from '../core/errors.ts'
import type { Network } from '../core/types.ts'
import type { Eip1193Provider } from './types.ts'

/** One EVM transfer: native when `token` is undefined, else ERC20 `transfer(receiver, amount)`. */
export interface EvmTransfer {
  from: Address
  to: Address
  amount: bigint
  token: Address | undefined
}

function chainOf(network: Network): Chain {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new MissingRpcUrlError(network.caipNetworkId)
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [url] } },
  }
}

function readClient(network: Network) {
  return createClient({ chain: chainOf(network), transport: http() })
}

/** Gas units and the network's gas price for a transfer, read over the network's RPC. */
export async function estimateTransferGas(network: Network, transfer: EvmTransfer) {
  const client = readClient(network)
  const [gas, gasPrice] = await Promise.all([
    estimateGas(client, {
      account: transfer.from,
      ...(transfer.token
        ? { to: transfer.token, data: transferData(transfer) }
        : { to: transfer.to, value: transfer.amount }),
    }),
    getGasPrice(client),
  ])
  return { gas, gasPrice }
}

/** The fee in the native token's whole units (spec section 5: gas-cost amounts use the token decimals). */
export function gasCostInNative(gas: bigint, gasPrice: bigint, decimals: number): number {
  return Number(formatUnits(gas * gasPrice, decimals))
}

/** Sends through the connector's EIP-1193 provider (the wallet signs); resolves with the hash. */
export async function sendTransfer(provider: Eip1193Provider, network: Network, transfer: EvmTransfer) {
  // A wallet prompt must not be retried behind the visitor's back.
  const wallet = createClient({ chain: chainOf(network), transport: custom(provider, { retryCount: 0 }) })
  if (!transfer.token) {
    return sendTransaction(wallet, { account: transfer.from, to: transfer.to, value: transfer.amount })
  }
  return writeContract(wallet, {
    account: transfer.from,
    address: transfer.token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [transfer.to, transfer.amount],
  })
}

export function waitForTransfer(network: Network, hash: `0x${string}`) {
  return waitForTransactionReceipt(readClient(network), { hash })
}

function transferData(transfer: EvmTransfer): `0x${string}` {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [transfer.to, transfer.amount] })
}
