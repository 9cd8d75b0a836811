import { computed, signal } from '@preact/signals-core'
import { DISPLAY_DECIMALS } from '../core/constants.ts'
import { formatUnitsFloored } from '../core/format.ts'
import type { BalanceService } from '../services/balance-service.ts'
import type { ShownMessage } from '../core/i18n/shown-message.ts'
import type { TokenBalance } from '../services/balance.ts'
import type { PortkitState } from '../state/create-state.ts'
import { createTokenBalanceFetch } from './token-balance-fetch.ts'
import type { ChainTokenReads } from './chain-tokens.ts'
import type { NativeBalance } from './types.ts'
import type { ChainNamespace, Network } from '../core/types.ts'

export type { TokenBalance }

export interface TokensDeps {
  state: PortkitState
  balances: BalanceService
  /** Shows an error toast (the notifications controller). */
  notifyError?: (message: ShownMessage) => void
  now?: () => number
  /** The native balance as the chain's adapter reads it, for a chain family the balance API does not serve. */
  nativeBalance?: (namespace: ChainNamespace, address: string, network: Network) => Promise<NativeBalance>
  /**
   * Without a data API: the balances are read over the chain's RPC (native, `tokens`, the token lists),
   * by what this loads (on the first read).
   */
  chainReads?: () => Promise<ChainTokenReads>
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
}: TokensDeps) {
  const tokenBalances = signal<TokenBalance[]>([])
  // The 30 s retry block and the 'Token Balance Unavailable' toast (spec section 4).
  const fetcher = createTokenBalanceFetch({ notifyError, now })
  /** Sum of the tokens' fiat values, 2 decimals (spec section 9, token totals). */
  const totalValue = computed(() =>
    formatFiat(tokenBalances.value.reduce((sum, t) => sum + (t.value ?? 0), 0)),
  )

  // The reads (the wallet's assets, the chain's or the data API's balances) load with the first refresh,
  // after the visitor connects: none of it is in the initial JS.
  async function load(): Promise<TokenBalance[]> {
    const chain = state.activeChainState.value
    const { readTokens } = await import('./token-reads.ts')
    return readTokens({ state, balances, nativeBalance, chainReads }, chain)
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

/**
 * Fiat amounts floored to 2 decimals, so a total is never shown higher than it is. Any number a service
 * sends is shown: one too large for cents in a double (past ~1.8e306, or a sum that overflowed) keeps its
 * whole units, and anything not a positive amount is 0.
 */
export function formatFiat(amount: number): string {
  const digits = DISPLAY_DECIMALS.tokenTotals
  const units = amount > 0 ? Math.min(amount, Number.MAX_VALUE) : 0
  const scaled = units * 10 ** digits
  const cents = Number.isFinite(scaled)
    ? BigInt(Math.floor(scaled + 1e-6))
    : BigInt(Math.floor(units)) * 10n ** BigInt(digits)
  const [whole = '0', fraction = ''] = formatUnitsFloored(cents, digits, digits).split('.')
  // Thousands separators: a total like 30,015,716.69 reads at a glance.
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`
}
