import {
  computed,
  isDecimal,
  signal,
  type PluginContext,
  type ShownMessage,
} from '../../runtime/plugins/index.ts'
import { sameAddress } from './addresses.ts'
import { priceImpactPercent, toUnits } from './amounts.ts'
import { PRICE_IMPACT_WARNING_PERCENT, SWAP_GAS_PREVIEW } from './constants.ts'
import { isSwapNetwork } from './networks.ts'
import type { SwapStringKey } from './strings.ts'

/** A token the swap service can trade (GET /v1/convert/tokens); `address` is CAIP-10. */
export interface SwapToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
}

export interface SwapQuote {
  from: string
  to: string
  /** Sold amount, smallest unit. */
  amount: bigint
  /** Bought amount, smallest unit. */
  toAmount: bigint
  fetchedAt: number
}

/** The Swap form's signals and what they derive; the actions (actions/) are its only writers. */
export function createSwapState(portkit: PluginContext['portkit']) {
  const signals = swapSignals()
  return { ...signals, ...derived(signals, portkit) }
}

export type SwapState = ReturnType<typeof createSwapState>
/** What the form shows in its error lines: one of the swap's own keys, or what a call threw. */
export type SwapMessage = ShownMessage<SwapStringKey>
type SwapSignals = ReturnType<typeof swapSignals>

function swapSignals() {
  return {
    tokens: signal<SwapToken[]>([]),
    tokensError: signal<SwapMessage | undefined>(undefined),
    from: signal<string | undefined>(undefined),
    to: signal<string | undefined>(undefined),
    amount: signal(''),
    quote: signal<SwapQuote | undefined>(undefined),
    quoting: signal(false),
    quoteError: signal<SwapMessage | undefined>(undefined),
    /** USD price per CAIP-10 address (lower case). */
    prices: signal<Record<string, number>>({}),
    /** Balances of the sold token and of the native currency, smallest unit, by CAIP-10 (lower case). */
    balances: signal<Record<string, bigint>>({}),
    gasPrice: signal<bigint | undefined>(undefined),
    sending: signal(false),
    /** A failure found while building or sending (the form itself was fine). */
    error: signal<SwapMessage | undefined>(undefined),
    /** On a network without swaps: what the token-list and gas-price calls threw, for the visitor to read. */
    networkErrors: signal<SwapMessage[]>([]),
    /**
     * Not signals, as nothing shows them: the pending quote's debounce timer, and a count of the quote and
     * load runs started, so that an answer to a run a newer one replaced is dropped.
     */
    runs: { quoteTimer: undefined as ReturnType<typeof setTimeout> | undefined, quote: 0, load: 0 },
  }
}

function derived(signals: SwapSignals, portkit: PluginContext['portkit']) {
  const { tokens, from, to, amount, quote, gasPrice } = signals
  const network = computed(() => portkit.state.activeChainState.value?.caipNetwork)
  const fromToken = computed(() => tokens.value.find((token) => sameAddress(token.address, from.value)))
  const toToken = computed(() => tokens.value.find((token) => sameAddress(token.address, to.value)))

  /** The quote of the pair and amount the form shows now, once it has arrived. */
  const currentQuote = computed(() => {
    const current = quote.value
    return current && current.from === from.value && current.to === to.value ? current : undefined
  })

  /** Price impact of the current quote against the spot prices, in percent; undefined without prices. */
  const priceImpact = computed(() => {
    const current = currentQuote.value
    const sold = fromToken.value
    const bought = toToken.value
    if (!current || !sold || !bought || current.toAmount === 0n) return undefined
    return priceImpactPercent(
      { amount: current.amount, decimals: sold.decimals, price: priceOf(signals, sold.address) },
      { amount: current.toAmount, decimals: bought.decimals, price: priceOf(signals, bought.address) },
    )
  })

  return {
    network,
    address: computed(() => {
      const chain = portkit.state.activeChainState.value
      return chain?.status === 'connected' ? chain.address : undefined
    }),
    supported: computed(() => isSwapNetwork(network.value)),
    fromToken,
    toToken,
    /** The sold amount in units, or undefined while it is empty, not a decimal, or zero. */
    amountUnits: computed(() => {
      const token = fromToken.value
      const text = amount.value.trim()
      if (!token || !isDecimal(text) || text.startsWith('-')) return undefined
      const units = toUnits(text, token.decimals)
      return units > 0n ? units : undefined
    }),
    currentQuote,
    priceImpact,
    /** Above the documented threshold (PRICE_IMPACT_WARNING_PERCENT) the view warns before the swap. */
    highPriceImpact: computed(
      () => priceImpact.value !== undefined && priceImpact.value > PRICE_IMPACT_WARNING_PERCENT,
    ),
    /** The network fee preview: gas price times the assumed swap gas, in native units. */
    feePreview: computed(() =>
      gasPrice.value === undefined ? undefined : gasPrice.value * SWAP_GAS_PREVIEW,
    ),
  }
}

/** The USD spot price of a token, 0 for none. */
export function priceOf(state: Pick<SwapSignals, 'prices'>, caipAddress: string | undefined): number {
  return caipAddress ? (state.prices.value[caipAddress.toLowerCase()] ?? 0) : 0
}

/** The balance read of a token, smallest unit; undefined until it has been read. */
export function balanceOf(
  state: Pick<SwapSignals, 'balances'>,
  caipAddress: string | undefined,
): bigint | undefined {
  return caipAddress ? state.balances.value[caipAddress.toLowerCase()] : undefined
}
