import {
  computed,
  contractAnswer,
  dataApiGuards,
  DEBOUNCE_MS,
  formatUnits,
  parseUnits,
  signal,
  type Address,
  type Hex,
  GasPriceNetworkNotSupportedError,
  getBalance,
  InvalidDecimalError,
  isDecimal,
  isUnsupportedNetwork,
  sendTransaction,
  shownText,
  SwapNetworkNotSupportedError,
  TOASTS,
  TransactionRevertedError,
  UserRejectedError,
  waitForReceipt,
  type Network,
  type PluginContext,
} from '../../runtime/plugins/index.ts'
import {
  DEVNET_SWAP_NETWORK_IDS,
  MAX_TOKEN_DECIMALS,
  NATIVE_TOKEN_ADDRESS,
  PRICE_CURRENCY,
  PRICE_IMPACT_WARNING_PERCENT,
  QUOTE_VALIDITY_MS,
  SWAP_GAS_PREVIEW,
  SWAP_NETWORK_IDS,
  SWAP_SLIPPAGE,
} from './constants.ts'
import type { SwapStringKey } from './strings.ts'

/** A token the swap service can trade (GET /v1/convert/tokens); `address` is CAIP-10. */
export interface SwapToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
}

/** What the host may open the Swap view with (spec section 2: Swap, opened with swap arguments). */
export interface SwapArguments {
  /** Symbol, contract address or CAIP-10 address of the token sold. */
  fromToken?: string
  /** Symbol, contract address or CAIP-10 address of the token bought. */
  toToken?: string
  /** Decimal amount of the token sold. */
  amount?: string
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

/** Whether the button may swap, or the label (and error) to show instead. */
export type SwapCheck =
  { ready: true; label: SwapStringKey } | { ready: false; label: SwapStringKey; error?: string }

const ALL_SWAP_NETWORK_IDS: readonly number[] = [...SWAP_NETWORK_IDS, ...DEVNET_SWAP_NETWORK_IDS]

/**
 * Spec section 9's swap networks (plus the devnet chains); EVM only. The placeholder for a chain the config
 * does not list never is, whatever its id: the app has no RPC for it to swap on.
 */
export function isSwapNetwork(network: Network | undefined): boolean {
  return (
    network?.chainNamespace === 'eip155' &&
    !isUnsupportedNetwork(network) &&
    ALL_SWAP_NETWORK_IDS.includes(Number(network.id))
  )
}

/** Spec sections 5 and 8: swap calls throw 'Network not supported for Swaps' on other networks. */
export function assertSwapNetwork(network: Network | undefined): asserts network is Network {
  if (!isSwapNetwork(network)) throw new SwapNetworkNotSupportedError()
}

/** Spec sections 5 and 8: the gas-price call throws 'Network not supported for Gas Price' on other networks. */
export function assertGasPriceNetwork(network: Network | undefined): asserts network is Network {
  if (!isSwapNetwork(network)) throw new GasPriceNetworkNotSupportedError()
}

export function nativeTokenAddress(network: Network): string {
  return `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
}

function isNative(caipAddress: string): boolean {
  return caipAddress.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** A decimal amount in the token's smallest unit; excess fraction digits are cut, never rounded up. */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return parseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
}

/** Bought amount after the spec's slippage tolerance: what the swap guarantees at least. */
export function minimumReceived(toAmount: bigint, slippagePercent = SWAP_SLIPPAGE): bigint {
  return (toAmount * BigInt(Math.round((100 - slippagePercent) * 100))) / 10_000n
}

/** One side of a trade: an amount in the token's smallest unit, its decimals and its USD spot price. */
export interface PricedAmount {
  amount: bigint
  decimals: number
  price: number
}

/**
 * Price impact in percent: how much less the quote gives than the spot prices (POST /v1/fungible/price)
 * say the sold amount is worth, `1 - (bought * priceOut) / (sold * priceIn)`; never below 0. Undefined
 * without both prices or with nothing sold.
 */
export function priceImpactPercent(sold: PricedAmount, bought: PricedAmount): number | undefined {
  if (!(sold.price > 0) || !(bought.price > 0) || sold.amount <= 0n) return undefined
  const soldValue = Number(formatUnits(sold.amount, sold.decimals)) * sold.price
  const boughtValue = Number(formatUnits(bought.amount, bought.decimals)) * bought.price
  // Rounded to a millionth of a percent, so float noise never tips a value across the warning threshold.
  return Math.max(0, Math.round((1 - boughtValue / soldValue) * 100 * 1e6) / 1e6)
}

/** A price impact as shown: two decimals, and '< 0.01%' rather than a misleading '0.00%'. */
export function formatPercent(percent: number): string {
  return percent < 0.01 ? '< 0.01%' : `${percent.toFixed(2)}%`
}

interface Deps {
  context: PluginContext<SwapStringKey>
  now?: () => number
  debounceMs?: number
}

/**
 * Swap (spec sections 1, 5, 7, 8, 9): token list, prices, debounced quotes, allowance and approval, gas
 * price, build and send through the host actions, receipt, balances refreshed, toast. Framework-free: the
 * view only binds its signals.
 */
export function createSwapController({ context, now = Date.now, debounceMs = DEBOUNCE_MS }: Deps) {
  const { portkit, t } = context
  const tokens = signal<SwapToken[]>([])
  const tokensError = signal<string | undefined>(undefined)
  const from = signal<string | undefined>(undefined)
  const to = signal<string | undefined>(undefined)
  const amount = signal('')
  const quote = signal<SwapQuote | undefined>(undefined)
  const quoting = signal(false)
  const quoteError = signal<string | undefined>(undefined)
  /** USD price per CAIP-10 address (lower case). */
  const prices = signal<Record<string, number>>({})
  /** Balances of the sold token and of the native currency, smallest unit, by CAIP-10 (lower case). */
  const balances = signal<Record<string, bigint>>({})
  const gasPrice = signal<bigint | undefined>(undefined)
  const sending = signal(false)
  /** A failure found while building or sending (the form itself was fine). */
  const error = signal<string | undefined>(undefined)
  /** On a network without swaps: what the token-list and gas-price calls threw, for the visitor to read. */
  const networkErrors = signal<string[]>([])
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteRun = 0
  let loadRun = 0

  const network = computed(() => portkit.state.activeChainState.value?.caipNetwork)
  const address = computed(() => {
    const chain = portkit.state.activeChainState.value
    return chain?.status === 'connected' ? chain.address : undefined
  })
  const supported = computed(() => isSwapNetwork(network.value))
  const fromToken = computed(() => tokens.value.find((token) => sameAddress(token.address, from.value)))
  const toToken = computed(() => tokens.value.find((token) => sameAddress(token.address, to.value)))

  /** The sold amount in units, or undefined while it is empty, not a decimal, or zero. */
  const amountUnits = computed(() => {
    const token = fromToken.value
    const text = amount.value.trim()
    if (!token || !isDecimal(text) || text.startsWith('-')) return undefined
    const units = toUnits(text, token.decimals)
    return units > 0n ? units : undefined
  })

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
      { amount: current.amount, decimals: sold.decimals, price: priceOf(sold.address) },
      { amount: current.toAmount, decimals: bought.decimals, price: priceOf(bought.address) },
    )
  })
  /** Above the documented threshold (PRICE_IMPACT_WARNING_PERCENT) the view warns before the swap. */
  const highPriceImpact = computed(
    () => priceImpact.value !== undefined && priceImpact.value > PRICE_IMPACT_WARNING_PERCENT,
  )

  /** The network fee preview: gas price times the assumed swap gas, in native units. */
  const feePreview = computed(() =>
    gasPrice.value === undefined ? undefined : gasPrice.value * SWAP_GAS_PREVIEW,
  )

  function priceOf(caipAddress: string | undefined): number {
    return caipAddress ? (prices.value[caipAddress.toLowerCase()] ?? 0) : 0
  }
  function balanceOf(caipAddress: string | undefined): bigint | undefined {
    return caipAddress ? balances.value[caipAddress.toLowerCase()] : undefined
  }

  /**
   * Spec section 5, insufficient gas: the native balance in USD is zero, or the gas cost in USD is greater
   * than it (the connectors give EOAs; smart accounts would never be insufficient).
   */
  function insufficientGas(fee: bigint): boolean {
    const net = network.value
    if (!net) return true
    const native = nativeTokenAddress(net)
    const decimals = net.nativeCurrency.decimals
    const nativeBalance = balanceOf(native) ?? 0n
    const price = priceOf(native)
    const balanceUsd = Number(formatUnits(nativeBalance, decimals)) * price
    const feeUsd = Number(formatUnits(fee, decimals)) * price
    // Without a price the USD rule cannot be applied: compare the native amounts themselves.
    if (price === 0) return nativeBalance === 0n || fee > nativeBalance
    return balanceUsd === 0 || feeUsd > balanceUsd
  }

  /** Spec section 5: insufficient balance, then insufficient gas, before the wallet is ever asked. */
  function fundsProblem(units: bigint, fee: bigint): SwapStringKey | undefined {
    const sold = from.value
    const held = balanceOf(sold)
    if (held !== undefined && units > held) return 'insufficientBalance'
    if (insufficientGas(fee)) return 'insufficientGas'
    // Selling the native currency: the amount and the fee come out of the same balance.
    if (sold && isNative(sold) && held !== undefined && units + fee > held) return 'insufficientGas'
    return undefined
  }

  const check = computed((): SwapCheck => {
    if (!supported.value)
      return { ready: false, label: 'swap', error: new SwapNetworkNotSupportedError().shortMessage }
    if (sending.value) return { ready: false, label: 'swapping' }
    const text = amount.value.trim()
    if (text !== '' && !isDecimal(text))
      return { ready: false, label: 'enterAmount', error: new InvalidDecimalError().shortMessage }
    if (!fromToken.value || !toToken.value) return { ready: false, label: 'selectToken' }
    if (sameAddress(from.value, to.value))
      return { ready: false, label: 'selectToken', error: t('sameToken') }
    const units = amountUnits.value
    if (units === undefined) return { ready: false, label: 'enterAmount' }
    const problem = fundsProblem(units, feePreview.value ?? 0n)
    if (problem) return { ready: false, label: problem }
    if (quoteError.value) return { ready: false, label: 'swap', error: quoteError.value }
    const current = quote.value
    if (quoting.value || !current || current.amount !== units || current.from !== from.value)
      return { ready: false, label: 'gettingQuote' }
    if (current.toAmount === 0n) return { ready: false, label: 'noQuote' }
    if (error.value) return { ready: false, label: 'swap', error: error.value }
    return { ready: true, label: 'swap' }
  })

  function dataApi() {
    return context.api('dataApi')
  }

  /**
   * GET /v1/convert/tokens for the network; throws 'Network not supported for Swaps' on others, and on an
   * answer without a token list. Only the tokens its contract allows are kept, one by one, and of those
   * the ones with 1 to MAX_TOKEN_DECIMALS decimals.
   */
  async function fetchTokens(net: Network | undefined): Promise<SwapToken[]> {
    assertSwapNetwork(net)
    const { data } = await (
      await dataApi()
    ).GET('/v1/convert/tokens', { params: { query: { chainId: net.caipNetworkId } } })
    if (!data || !Array.isArray(data.tokens)) throw new TypeError('Malformed swap tokens response')
    const { isSwapToken } = await dataApiGuards()
    return data.tokens.filter(
      (token) => isSwapToken(token) && token.decimals > 0 && token.decimals <= MAX_TOKEN_DECIMALS,
    )
  }

  /** POST /v1/fungible/price: USD prices of the tokens (and the native currency). */
  async function fetchPrices(addresses: string[]): Promise<Record<string, number>> {
    if (addresses.length === 0) return {}
    const { data } = await (
      await dataApi()
    ).POST('/v1/fungible/price', {
      body: {
        currency: PRICE_CURRENCY,
        addresses: addresses as `${string}:${string}:${string}`[],
        projectId: portkit.state.config.projectId,
      },
    })
    if (!data || !Array.isArray(data.fungibles)) throw new TypeError('Malformed fungible price response')
    const { isFungiblePrice } = await dataApiGuards()
    // The answer lists one price per known token, in the asked order, named by symbol; only the entries its
    // contract allows count, and only a positive price is one (0 stands for none, see priceOf).
    const bySymbol = new Map(
      data.fungibles
        .filter((fungible) => isFungiblePrice(fungible) && fungible.price > 0)
        .map((fungible) => [fungible.symbol, fungible.price]),
    )
    const result: Record<string, number> = {}
    for (const token of tokens.value) {
      const price = bySymbol.get(token.symbol)
      if (price !== undefined) result[token.address.toLowerCase()] = price
    }
    return result
  }

  /**
   * GET /v1/convert/gas-price: the standard price, in wei; throws on a network without swaps, and on an
   * answer its contract refuses.
   */
  async function fetchGasPrice(net: Network | undefined): Promise<bigint> {
    assertGasPriceNetwork(net)
    const { data } = await (
      await dataApi()
    ).GET('/v1/convert/gas-price', { params: { query: { chainId: net.caipNetworkId } } })
    return BigInt(contractAnswer(data, (await dataApiGuards()).isGasPriceResponse, 'gas price').standard)
  }

  /** The on-chain balances the checks need: the sold token and the native currency. */
  async function loadBalances(): Promise<void> {
    const net = network.value
    if (!net || !address.value) return
    const wanted = new Set([nativeTokenAddress(net), ...(from.value ? [from.value] : [])])
    const read = await Promise.all(
      [...wanted].map(async (caip) => {
        const token = isNative(caip) ? undefined : caip.split(':')[2]
        const balance = await getBalance(portkit, { token }).catch(() => undefined)
        return [caip.toLowerCase(), balance?.value] as const
      }),
    )
    const next = { ...balances.value }
    for (const [caip, value] of read) if (value !== undefined) next[caip] = value
    balances.value = next
  }

  /** GET /v1/convert/quotes for the current form; a failure is the clear error, never a stale quote. */
  async function requestQuote(): Promise<SwapQuote | undefined> {
    const run = ++quoteRun
    const net = network.value
    const units = amountUnits.value
    const sold = from.value
    const bought = to.value
    const user = address.value
    if (!net || !user || !sold || !bought || units === undefined || sameAddress(sold, bought)) {
      quoting.value = false
      return undefined
    }
    quoting.value = true
    quoteError.value = undefined
    try {
      assertSwapNetwork(net)
      const query: { amount: string; userAddress: string; from: string; to: string; gasPrice?: string } = {
        amount: units.toString(),
        userAddress: user,
        from: sold,
        to: bought,
      }
      if (gasPrice.value !== undefined) query.gasPrice = gasPrice.value.toString()
      const { data } = await (await dataApi()).GET('/v1/convert/quotes', { params: { query } })
      if (run !== quoteRun) return undefined
      // A malformed answer is a failed call: the quote error, never a quote made of it.
      const { isSwapQuotesResponse } = await dataApiGuards()
      if (run !== quoteRun) return undefined
      const first = contractAnswer(data, isSwapQuotesResponse, 'swap quotes').quotes[0]
      const next: SwapQuote = {
        from: sold,
        to: bought,
        amount: units,
        toAmount: first ? BigInt(first.toAmount) : 0n,
        fetchedAt: now(),
      }
      quote.value = next
      return next
    } catch (failure) {
      if (run === quoteRun) {
        quote.value = undefined
        quoteError.value = shownText(
          failure instanceof SwapNetworkNotSupportedError ? failure : undefined,
          t('quoteFailed'),
        )
      }
      return undefined
    } finally {
      if (run === quoteRun) quoting.value = false
    }
  }

  /** Asks for a quote once the visitor has stopped typing for the debounce time (spec section 9). */
  function scheduleQuote(): void {
    clearTimeout(quoteTimer)
    quoteRun++
    error.value = undefined
    quoteError.value = undefined
    quote.value = undefined
    quoting.value = amountUnits.value !== undefined && !!to.value
    if (!quoting.value) return
    quoteTimer = setTimeout(() => void requestQuote(), debounceMs)
  }

  function resolveToken(list: SwapToken[], wanted: string | undefined): string | undefined {
    if (!wanted) return undefined
    const needle = wanted.toLowerCase()
    return list.find(
      (token) =>
        token.symbol.toLowerCase() === needle ||
        token.address.toLowerCase() === needle ||
        token.address.split(':')[2]?.toLowerCase() === needle,
    )?.address
  }

  /** Loads the tokens, prices, gas price and balances of the active network; applies the host's arguments. */
  async function open(args: SwapArguments = {}): Promise<void> {
    const run = ++loadRun
    tokensError.value = undefined
    error.value = undefined
    networkErrors.value = []
    const net = network.value
    if (!isSwapNetwork(net)) {
      // Spec sections 5 and 8: both calls throw on this network before asking anything; the visitor reads
      // what each threw ('Network not supported for Swaps', 'Network not supported for Gas Price').
      const thrown = await Promise.all(
        [fetchTokens(net), fetchGasPrice(net)].map((call) =>
          call.then(
            () => undefined,
            (failure: unknown) =>
              failure instanceof SwapNetworkNotSupportedError ||
              failure instanceof GasPriceNetworkNotSupportedError
                ? failure.shortMessage
                : undefined,
          ),
        ),
      )
      if (run === loadRun) networkErrors.value = thrown.filter((text) => text !== undefined)
      return
    }
    if (args.amount !== undefined) amount.value = args.amount
    try {
      const list = await fetchTokens(net)
      if (run !== loadRun) return
      tokens.value = list
      const native = list.find((token) => isNative(token.address))?.address
      from.value = resolveToken(list, args.fromToken) ?? from.value ?? native
      if (!list.some((token) => sameAddress(token.address, from.value))) from.value = native
      const wantedTo = resolveToken(list, args.toToken)
      if (wantedTo) to.value = wantedTo
      else if (!list.some((token) => sameAddress(token.address, to.value))) to.value = undefined
    } catch {
      if (run === loadRun) tokensError.value = t('tokensFailed')
      return
    }
    scheduleQuote()
    await Promise.all([
      fetchPrices(tokens.value.map((token) => token.address))
        .then((value) => {
          if (run === loadRun) prices.value = value
        })
        .catch(() => undefined),
      fetchGasPrice(net)
        .then((value) => {
          if (run === loadRun) gasPrice.value = value
        })
        .catch(() => undefined),
      loadBalances(),
    ])
  }

  function reset(): void {
    clearTimeout(quoteTimer)
    quoteRun++
    loadRun++
    tokens.value = []
    from.value = undefined
    to.value = undefined
    amount.value = ''
    quote.value = undefined
    quoting.value = false
    quoteError.value = undefined
    prices.value = {}
    balances.value = {}
    gasPrice.value = undefined
    error.value = undefined
    tokensError.value = undefined
    networkErrors.value = []
  }

  /** The transactions to send, after the stale-quote refresh and the funds checks; undefined when blocked. */
  async function prepare() {
    const net = network.value
    const user = address.value as Address | undefined
    const sold = from.value
    const bought = to.value
    const units = amountUnits.value
    if (!net || !user || !sold || !bought || units === undefined) return undefined
    assertSwapNetwork(net)
    // A quote older than its validity is asked again before anything is built (the price may have moved).
    let current = quote.value
    if (!current || now() - current.fetchedAt > QUOTE_VALIDITY_MS) {
      current = await requestQuote()
      if (!current) return undefined
    }
    if (current.toAmount === 0n) return undefined
    const api = await dataApi()
    const { isSwapAllowanceResponse, isBuildApproveTransactionResponse, isBuildSwapTransactionResponse } =
      await dataApiGuards()
    const [price, allowance] = await Promise.all([
      fetchGasPrice(net),
      isNative(sold)
        ? undefined
        : api
            .GET('/v1/convert/allowance', {
              params: { query: { tokenAddress: sold as `${string}:${string}:${string}`, userAddress: user } },
            })
            .then(({ data }) =>
              BigInt(contractAnswer(data, isSwapAllowanceResponse, 'swap allowance').allowance),
            ),
    ])
    gasPrice.value = price
    // A malformed answer from here on fails the build ('Could not prepare the swap'): without the approval
    // it asked for, the swap would be sent only to revert.
    const approval =
      allowance !== undefined && allowance < units
        ? contractAnswer(
            (
              await api.GET('/v1/convert/build-approve', {
                params: { query: { userAddress: user, from: sold as never, to: bought as never } },
              })
            ).data,
            isBuildApproveTransactionResponse,
            'build-approve',
          ).tx
        : undefined
    const { data } = await api.POST('/v1/convert/build-transaction', {
      body: {
        projectId: portkit.state.config.projectId,
        amount: units.toString(),
        eip155: { slippage: String(SWAP_SLIPPAGE) },
        from: sold as never,
        to: bought as never,
        userAddress: user,
        // Before the approval is mined the node cannot estimate the swap; the service's default gas is used.
        ...(approval ? { disableEstimate: true } : {}),
      },
    })
    const swapTx = contractAnswer(data, isBuildSwapTransactionResponse, 'build-transaction').tx
    const fee =
      BigInt(swapTx.eip155.gas) * BigInt(swapTx.eip155.gasPrice) +
      (approval ? BigInt(approval.eip155.gas) * BigInt(approval.eip155.gasPrice) : 0n)
    await loadBalances()
    const problem = fundsProblem(units, fee)
    if (problem) {
      error.value = t(problem)
      return undefined
    }
    return { net, current, approval, swapTx }
  }

  async function send(tx: { to: string; data: string; value: bigint; gas: bigint }): Promise<void> {
    const hash = await sendTransaction(portkit, {
      to: tx.to as Address,
      data: tx.data as Hex,
      value: tx.value,
      gas: tx.gas,
    })
    await waitForReceipt(portkit, { hash })
  }

  return {
    tokens,
    tokensError,
    from,
    to,
    amount,
    quote,
    quoting,
    quoteError,
    prices,
    balances,
    gasPrice,
    sending,
    error,
    networkErrors,
    network,
    supported,
    fromToken,
    toToken,
    currentQuote,
    priceImpact,
    highPriceImpact,
    feePreview,
    check,
    priceOf,
    balanceOf,
    fetchTokens,
    fetchGasPrice,
    open,
    reset,

    setFrom(caipAddress: string | undefined): void {
      if (sameAddress(caipAddress, to.value)) to.value = from.value
      from.value = caipAddress
      void loadBalances()
      scheduleQuote()
    },
    setTo(caipAddress: string | undefined): void {
      if (sameAddress(caipAddress, from.value)) from.value = to.value
      to.value = caipAddress
      scheduleQuote()
    },
    setAmount(text: string): void {
      amount.value = text
      scheduleQuote()
    },
    /** Sold and bought change places; the amount stays. */
    flip(): void {
      const sold = from.value
      from.value = to.value
      to.value = sold
      void loadBalances()
      scheduleQuote()
    },

    /**
     * The swap: fresh quote when stale, allowance and approval, build with the spec's slippage, funds
     * checks, then the wallet (approval first), receipts, balances refreshed and a toast. Never throws.
     */
    async swap(): Promise<void> {
      if (!check.value.ready || sending.value) return
      sending.value = true
      error.value = undefined
      let prepared: Awaited<ReturnType<typeof prepare>>
      try {
        prepared = await prepare()
      } catch (failure) {
        error.value = shownText(
          failure instanceof SwapNetworkNotSupportedError ||
            failure instanceof GasPriceNetworkNotSupportedError
            ? failure
            : undefined,
          t('buildFailed'),
        )
        sending.value = false
        return
      }
      if (!prepared) {
        sending.value = false
        return
      }
      const { approval, swapTx, current } = prepared
      portkit.notifications.loading(TOASTS.TRANSACTION_STARTED)
      try {
        if (approval) {
          await send({
            to: approval.to,
            data: approval.data,
            value: BigInt(approval.value),
            gas: BigInt(approval.eip155.gas),
          })
        }
        await send({
          to: swapTx.to,
          data: swapTx.data,
          value: BigInt(swapTx.amount),
          gas: BigInt(swapTx.eip155.gas),
        })
        const sold = fromToken.value
        const bought = toToken.value
        portkit.notifications.success(
          sold && bought
            ? t('swappedAmounts', {
                sold: `${formatUnits(current.amount, sold.decimals)} ${sold.symbol}`,
                bought: `${formatUnits(current.toAmount, bought.decimals)} ${bought.symbol}`,
              })
            : t('swapped'),
        )
        amount.value = ''
        quote.value = undefined
        portkit.router.reset({ name: 'Account' })
      } catch (failure) {
        portkit.notifications.error(
          failure instanceof TransactionRevertedError
            ? failure.shortMessage
            : failure instanceof UserRejectedError
              ? TOASTS.SIGNATURE_DECLINED
              : TOASTS.SOMETHING_WENT_WRONG,
        )
      } finally {
        sending.value = false
        // Mined or not, gas may have been paid: every cached balance is wrong from now on.
        portkit.services.balances.forget()
        const namespace = portkit.state.activeChain.value
        void Promise.all([
          loadBalances(),
          namespace ? portkit.account.refreshBalance(namespace) : undefined,
          // The Tokens tab, when that feature is built in, shows the new balances too.
          portkit.plugins.has('tokens')
            ? (portkit.plugins.feature('tokens') as { refresh(): Promise<unknown> }).refresh()
            : undefined,
        ]).catch(() => undefined)
      }
    },
  }
}

export type SwapController = ReturnType<typeof createSwapController>
