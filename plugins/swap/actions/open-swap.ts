import { keyed, ownShortWords, type Network } from '../../../runtime/plugins/index.ts'
import { isNative, resolveToken, sameAddress } from '../addresses.ts'
import { isSwapNetwork, networkFailure } from '../networks.ts'
import type { SwapState, SwapToken } from '../state.ts'
import type { SwapHost } from './context.ts'
import { fetchGasPrice } from './fetch-gas-price.ts'
import { fetchPrices } from './fetch-prices.ts'
import { fetchTokens } from './fetch-tokens.ts'
import { loadBalances } from './load-balances.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** What the host may open the Swap view with (spec section 2: Swap, opened with swap arguments). */
export interface SwapArguments {
  /** Symbol, contract address or CAIP-10 address of the token sold. */
  fromToken?: string
  /** Symbol, contract address or CAIP-10 address of the token bought. */
  toToken?: string
  /** Decimal amount of the token sold. */
  amount?: string
}

/** Loads the tokens, prices, gas price and balances of the active network; applies the host's arguments. */
export async function openSwap(host: SwapHost, args: SwapArguments = {}): Promise<void> {
  const { state } = host
  const run = ++state.runs.load
  state.tokensError.value = undefined
  state.error.value = undefined
  state.networkErrors.value = []
  const net = state.network.value
  if (!isSwapNetwork(net)) return showNetworkErrors(host, net, run)
  if (args.amount !== undefined) state.amount.value = args.amount
  try {
    const list = await fetchTokens(host, net)
    if (run !== state.runs.load) return
    pickTokens(state, list, args)
  } catch {
    if (run === state.runs.load) state.tokensError.value = keyed('tokensFailed')
    return
  }
  scheduleQuote(host)
  await Promise.all([
    fetchPrices(
      host,
      state.tokens.value.map((token) => token.address),
    )
      .then((value) => {
        if (run === state.runs.load) state.prices.value = value
      })
      .catch(() => undefined),
    fetchGasPrice(host, net)
      .then((value) => {
        if (run === state.runs.load) state.gasPrice.value = value
      })
      .catch(() => undefined),
    loadBalances(host),
  ])
}

/**
 * Spec sections 5 and 8: both calls throw on this network before asking anything; the visitor reads
 * what each threw ('Network not supported for Swaps', 'Network not supported for Gas Price').
 */
async function showNetworkErrors(host: SwapHost, net: Network | undefined, run: number): Promise<void> {
  const thrown = await Promise.all(
    [fetchTokens(host, net), fetchGasPrice(host, net)].map((call) =>
      call.then(
        () => undefined,
        (failure: unknown) => ownShortWords(networkFailure(failure)),
      ),
    ),
  )
  if (run === host.state.runs.load)
    host.state.networkErrors.value = thrown.filter((message) => message !== undefined)
}

/** The network's tokens, with the host's choice of sides, else the form's, else native to nothing. */
function pickTokens(state: SwapState, list: SwapToken[], args: SwapArguments): void {
  state.tokens.value = list
  const native = list.find((token) => isNative(token.address))?.address
  state.from.value = resolveToken(list, args.fromToken) ?? state.from.value ?? native
  if (!list.some((token) => sameAddress(token.address, state.from.value))) state.from.value = native
  const wantedTo = resolveToken(list, args.toToken)
  if (wantedTo) state.to.value = wantedTo
  else if (!list.some((token) => sameAddress(token.address, state.to.value))) state.to.value = undefined
}
