import { computed, DEBOUNCE_MS, type Network, type PluginContext } from '../../runtime/plugins/index.ts'
import type { SwapHost } from './actions/context.ts'
import { swapFailure } from './networks.ts'
import { fetchGasPrice } from './actions/fetch-gas-price.ts'
import { fetchTokens } from './actions/fetch-tokens.ts'
import { flipTokens } from './actions/flip-tokens.ts'
import { openSwap, type SwapArguments } from './actions/open-swap.ts'
import { resetSwap } from './actions/reset-swap.ts'
import { setAmount } from './actions/set-amount.ts'
import { setFromToken } from './actions/set-from-token.ts'
import { setToToken } from './actions/set-to-token.ts'
import { swapCheck } from './check.ts'
import { balanceOf, createSwapState, priceOf } from './state.ts'
import type { SwapStringKey } from './strings.ts'

// The plugin's names, from the modules that hold them, for the view, index.ts and the tests.
export { nativeTokenAddress } from './addresses.ts'
export { formatPercent, minimumReceived, priceImpactPercent, toUnits, type PricedAmount } from './amounts.ts'
export { assertGasPriceNetwork, assertSwapNetwork, isSwapNetwork } from './networks.ts'
export type { SwapArguments } from './actions/open-swap.ts'
export type { SwapCheck } from './check.ts'
export type { SwapQuote, SwapToken } from './state.ts'

/**
 * The swap's sending half (fresh quote, approval, build, wallet, receipts): its own chunk, asked for when
 * the Swap view opens, so the code every page loads at start stays small and a click finds it loaded.
 */
const loadApproveAndSwap = () => import('./actions/approve-and-swap.ts')

interface Deps {
  context: PluginContext<SwapStringKey>
  now?: () => number
  debounceMs?: number
}

/**
 * Swap (spec sections 1, 5, 7, 8, 9): token list, prices, debounced quotes, allowance and approval, gas
 * price, build and send through the host actions, receipt, balances refreshed, toast. Framework-free: the
 * view only binds its signals. The wiring only: the signals are state.ts's, each transition is a file of
 * actions/ taking the host made here.
 */
export function createSwapController({ context, now = Date.now, debounceMs = DEBOUNCE_MS }: Deps) {
  const state = createSwapState(context.portkit)
  const check = computed(() => swapCheck(state))
  const host: SwapHost = { context, state, check, now, debounceMs }
  // Every signal but the run bookkeeping and the two only the actions read.
  const { runs: _runs, address: _address, amountUnits: _amountUnits, ...signals } = state
  return {
    ...signals,
    check,
    priceOf: (caipAddress: string | undefined) => priceOf(state, caipAddress),
    balanceOf: (caipAddress: string | undefined) => balanceOf(state, caipAddress),
    fetchTokens: (net: Network | undefined) => fetchTokens(host, net),
    fetchGasPrice: (net: Network | undefined) => fetchGasPrice(host, net),
    open: (args?: SwapArguments) => {
      // A failed load is seen by the click, which says so.
      loadApproveAndSwap().catch(() => undefined)
      return openSwap(host, args)
    },
    reset: () => resetSwap(host),
    setFrom: (caipAddress: string | undefined) => setFromToken(host, caipAddress),
    setTo: (caipAddress: string | undefined) => setToToken(host, caipAddress),
    setAmount: (text: string) => setAmount(host, text),
    /** Sold and bought change places; the amount stays. */
    flip: () => flipTokens(host),
    /** The swap, to its receipts and toast (actions/approve-and-swap.ts). Never throws. */
    swap: () =>
      loadApproveAndSwap().then(
        ({ approveAndSwap }) => approveAndSwap(host),
        (failure: unknown) => {
          state.error.value = swapFailure(failure)
        },
      ),
  }
}

export type SwapController = ReturnType<typeof createSwapController>
