import { erc20Abi, type Address } from 'viem'
import {
  estimateGas,
  getBalance,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  multicall,
  readContract,
} from 'viem/actions'
import { EstimateGasError } from '../../core/errors.ts'
import { assertAddresses, assertTransactionRequest } from '../../core/validation/transaction-request.ts'
import type { EvmChainAdapter } from '../../controllers/types.ts'
import type { PublicClientFor } from './clients.ts'

/** The host actions that only read the network over its RPC (issue 11). */
export type ReadActionName =
  | 'estimateGas'
  | 'readContract'
  | 'getBalance'
  | 'getTransaction'
  | 'getTransactionReceipt'
  | 'getTransactionCount'

/** The read actions over the network's public client; input is checked first. */
export function readActions(publicClient: PublicClientFor): Pick<EvmChainAdapter, ReadActionName> {
  return {
    async estimateGas(network, parameters) {
      assertTransactionRequest(parameters)
      try {
        return await estimateGas(publicClient(network), parameters as Parameters<typeof estimateGas>[1])
      } catch (cause) {
        throw new EstimateGasError({ cause })
      }
    },

    // eslint-disable-next-line @typescript-eslint/require-await -- HostActions returns a promise; a refused address must reject it
    async readContract(network, { caipNetworkId: _network, ...parameters }) {
      assertAddresses(parameters.address)
      return readContract(publicClient(network), parameters as Parameters<typeof readContract>[1]) as never
    },

    async getBalance(address, network, token) {
      assertAddresses(address, token)
      const client = publicClient(network)
      if (!token) {
        const value = await getBalance(client, { address: address as Address })
        return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
      }
      const contract = { address: token as Address, abi: erc20Abi } as const
      const balanceOf = { ...contract, functionName: 'balanceOf', args: [address as Address] } as const
      const decimals = { ...contract, functionName: 'decimals' } as const
      const symbol = { ...contract, functionName: 'symbol' } as const
      // One Multicall3 call where the chain has it, as the Tokens tab reads; else one call each.
      const [value, tokenDecimals, tokenSymbol] = client.chain.contracts?.multicall3
        ? await multicall(client, { contracts: [balanceOf, decimals, symbol], allowFailure: false })
        : await Promise.all([
            readContract(client, balanceOf),
            readContract(client, decimals),
            readContract(client, symbol),
          ])
      return { value, decimals: tokenDecimals, symbol: tokenSymbol }
    },

    // viem's TransactionNotFoundError and TransactionReceiptNotFoundError reach the host as they are (spec 8).
    async getTransaction(network, hash) {
      return getTransaction(publicClient(network), { hash })
    },

    async getTransactionReceipt(network, hash) {
      return getTransactionReceipt(publicClient(network), { hash })
    },

    async getTransactionCount(network, address, blockTag = 'latest') {
      assertAddresses(address)
      return getTransactionCount(publicClient(network), { address: address as Address, blockTag })
    },
  }
}
