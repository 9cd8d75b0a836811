import { parseUnits } from 'viem'
import { UnsupportedChainError } from '../core/errors.ts'
import type { Network } from '../core/types.ts'
import type { DataApiClient } from './api/clients.ts'
import {
  fetchSupportedChains,
  fetchTokenBalances,
  type SupportedChains,
  type TokenBalance,
} from './balance.ts'
import type { RecordCache } from './cache.ts'

export interface NativeBalanceValue {
  value: bigint
  decimals: number
  symbol: string
}

/**
 * Balances from the data API with the caching of spec section 9 (balance and native balance 30 s).
 * Only supported, non-testnet chains are asked (spec section 9); the supported list is asked once.
 */
export function createBalanceService(dataApi: DataApiClient | undefined, cache: RecordCache) {
  let supported: Promise<SupportedChains> | undefined
  // One request per key at a time: a refresh that asks for the native balance and the token list at once
  // (after a send, on connect with the Tokens tab open) makes a single call.
  const inFlight = new Map<string, Promise<TokenBalance[]>>()

  /** GET /v1/supported-chains, asked once (the balances and the history feature both read it). */
  function supportedChains(client: DataApiClient): Promise<SupportedChains> {
    supported ??= fetchSupportedChains(client).catch((error: unknown) => {
      supported = undefined // ask again next time rather than remembering a failure
      throw error
    })
    return supported
  }

  async function isSupported(network: Network): Promise<boolean> {
    if (!dataApi || network.testnet) return false
    return (await supportedChains(dataApi)).http.has(network.caipNetworkId)
  }

  async function tokenBalances(address: string, network: Network, forceUpdate?: string[]) {
    if (!dataApi || !(await isSupported(network))) throw new UnsupportedChainError()
    // forceUpdate is part of the key: a list cached without it must not stand in for one asked with it.
    const key = `${network.caipNetworkId}:${address}:${forceUpdate?.join(',') ?? ''}`
    const cached = cache.get<TokenBalance[]>('balance', key)
    if (cached) return cached
    let request = inFlight.get(key)
    if (!request) {
      request = fetchTokenBalances(dataApi, {
        address,
        chainId: network.caipNetworkId,
        ...(forceUpdate ? { forceUpdate } : {}),
      })
        .then((balances) => {
          cache.set('balance', key, balances)
          return balances
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, request)
    }
    return request
  }

  return {
    isSupported,
    tokenBalances,
    /** What the data API serves; undefined without one. */
    supportedChains: (): Promise<SupportedChains | undefined> =>
      dataApi ? supportedChains(dataApi) : Promise.resolve(undefined),

    /** The native balance from the data API; undefined when the chain is not served (the caller uses RPC). */
    nativeBalance: async (address: string, network: Network): Promise<NativeBalanceValue | undefined> => {
      if (!(await isSupported(network))) return undefined
      const key = `${network.caipNetworkId}:${address}`
      const cached = cache.get<NativeBalanceValue>('nativeBalance', key)
      if (cached) return cached
      const native = (await tokenBalances(address, network)).find((balance) => balance.address === undefined)
      const { decimals, symbol } = network.nativeCurrency
      // The API lists only non-zero balances: no native entry means zero.
      const value = native ? parseUnits(native.quantity.numeric, Number(native.quantity.decimals)) : 0n
      const result = { value, decimals, symbol }
      cache.set('nativeBalance', key, result)
      return result
    },

    /** After a send the old balances are wrong. */
    forget(): void {
      cache.clear('balance')
      cache.clear('nativeBalance')
    },
  }
}

export type BalanceService = ReturnType<typeof createBalanceService>
