import { computed, signal } from '@preact/signals-core'
import { formatUnits } from 'viem'
import { DISPLAY_DECIMALS, FEATURE_NAMESPACES } from '../core/constants.ts'
import { UnsupportedChainError } from '../core/errors.ts'
import { formatUnitsFloored } from '../core/format.ts'
import type { BalanceService } from '../services/balance-service.ts'
import { fetchWalletAssets, supportsAssetDiscovery } from '../services/balance-wallet-assets.ts'
import { dropZeroDecimalTokens, type TokenBalance } from '../services/balance.ts'
import type { PortkitState } from '../state/create-state.ts'
import { createTokenBalanceFetch } from './token-balance-fetch.ts'
import { readChainTokens, type ChainTokenReads } from './chain-tokens.ts'
import type { NativeBalance } from './types.ts'
import type { ChainNamespace, Network } from '../core/types.ts'

export type { TokenBalance }

interface Deps {
  state: PortkitState
  balances: BalanceService
  /** Shows an error toast (the notifications controller). */
  notifyError?: (message: string) => void
  now?: () => number
  /** The native balance as the chain's adapter reads it, for a chain family the balance API does not serve. */
  nativeBalance?: (namespace: ChainNamespace, address: string, network: Network) => Promise<NativeBalance>
  /** Without a data API: the balances are read over the chain's RPC (native, `tokens`, the token lists). */
  chainReads?: ChainTokenReads
}

/**
 * The token list of the Account view's Tokens tab and the Send view's picker. The wallet's own
 * `wallet_getAssets` answers when its capabilities advertise asset discovery for the chain; otherwise (or
 * when its answer fails validation) the data API does, or without one the chain itself over its RPC.
 */
export function createTokensController({
  state,
  balances,
  notifyError,
  now,
  nativeBalance,
  chainReads,
}: Deps) {
  const tokenBalances = signal<TokenBalance[]>([])
  // The 30 s retry block and the 'Token Balance Unavailable' toast (spec section 4).
  const fetcher = createTokenBalanceFetch({ notifyError, now })
  /** Sum of the tokens' fiat values, 2 decimals (spec section 9, token totals). */
  const totalValue = computed(() =>
    formatFiat(tokenBalances.value.reduce((sum, t) => sum + (t.value ?? 0), 0)),
  )

  /**
   * A chain family the balance API does not serve (spec section 9: eip155 and solana; Bitcoin): its
   * native balance as its adapter reads it, without a price, so the Send view can pick it.
   */
  async function nativeOnly(namespace: ChainNamespace, address: string, network: Network) {
    if (!nativeBalance) return []
    const { value, decimals, symbol } = await nativeBalance(namespace, address, network)
    const token: TokenBalance = {
      name: network.nativeCurrency.name,
      symbol,
      chainId: network.caipNetworkId as TokenBalance['chainId'],
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) },
      iconUrl: '',
    }
    return [token]
  }

  async function load(): Promise<TokenBalance[]> {
    const chain = state.activeChainState.value
    const network = chain?.caipNetwork
    if (!chain?.address || !network) return []
    if (!(FEATURE_NAMESPACES.balance as readonly string[]).includes(chain.namespace))
      return nativeOnly(chain.namespace, chain.address, network)
    if (network.testnet) return []
    const connector = state.connectorFor(chain.namespace)
    if (chain.namespace === 'eip155' && connector) {
      const chainIdHex = `0x${Number(network.id).toString(16)}`
      if (await supportsAssetDiscovery(connector.provider, chain.address, chainIdHex)) {
        const assets = await fetchWalletAssets(
          connector.provider,
          chain.address,
          network.caipNetworkId,
        ).catch(() => undefined)
        if (assets) return dropZeroDecimalTokens(assets)
      }
    }
    const tokens = state.config.tokens[network.caipNetworkId]
    if (chainReads) return readChainTokens(chainReads, chain.namespace, chain.address, network, tokens)
    const forceUpdate = tokens ? [`${network.caipNetworkId}:${tokens.address}`] : undefined
    if (!(await balances.isSupported(network))) throw new UnsupportedChainError()
    return balances.tokenBalances(chain.address, network, forceUpdate)
  }

  return {
    tokenBalances,
    totalValue,
    loading: fetcher.loading,

    /** Fetches the active account's tokens; failures leave an empty list (and the toast). */
    async refresh(): Promise<TokenBalance[]> {
      const address = state.activeCaipAddress.value
      const list = await fetcher.fetch(load)
      // A slow answer for an account or network the visitor left must not show.
      if (state.activeCaipAddress.value === address) tokenBalances.value = list
      return list
    },

    clear(): void {
      tokenBalances.value = []
    },
  }
}

export type TokensController = ReturnType<typeof createTokensController>

/** Fiat amounts floored to 2 decimals, so a total is never shown higher than it is. */
export function formatFiat(amount: number): string {
  const digits = DISPLAY_DECIMALS.tokenTotals
  const cents = BigInt(Math.floor(Math.max(0, amount) * 10 ** digits + 1e-6))
  const [whole = '0', fraction = ''] = formatUnitsFloored(cents, digits, digits).split('.')
  // Thousands separators: a total like 30,015,716.69 reads at a glance.
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`
}
