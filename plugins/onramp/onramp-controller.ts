import {
  computed,
  contractAnswer,
  dataApiGuards,
  DEBOUNCE_MS,
  FEATURE_NAMESPACES,
  isDecimal,
  MOCKED_QUOTE_ID,
  safeHttpUrl,
  signal,
  type Network,
  type PluginContext,
} from '../../runtime/plugins/index.ts'
import {
  COINBASE_CHAINS,
  COINBASE_FALLBACK_CHAIN,
  DEFAULT_ONRAMP_OPTIONS,
  MELD_URL,
  ONRAMP_PROVIDERS,
  PURCHASE_POLL_MS,
  PURCHASE_WATCH_MS,
  WATCHED_ONRAMP_PROVIDER,
  RESTRICTED_TIMEZONES,
  type CoinbaseChain,
  type OnrampOptions,
  type OnrampProviderId,
  type PaymentMethodLimit,
  type PurchaseCurrency,
} from './constants.ts'
import { ONRAMP_STRINGS, type OnrampStringKey } from './strings.ts'

export interface CurrencyAmount {
  amount: string
  currency: string
}

/** POST /v1/onramp/quote's answer; `mocked` marks spec section 8's placeholder. */
export interface OnrampQuote {
  fee: CurrencyAmount
  subtotal: CurrencyAmount
  total: CurrencyAmount
  purchaseAmount: CurrencyAmount
  quoteId: string
  mocked: boolean
}

/**
 * The purchase started in the provider's tab: waited for in the history, then what arrived (the amount in
 * whole units and its symbol, the transaction hash).
 */
export type OnrampPurchase =
  { status: 'waiting' } | { status: 'complete'; amount: string; symbol: string; hash: string | undefined }

/** Whether the button may continue, or the label (and error) to show instead. */
export type OnrampCheck =
  { ready: true; label: OnrampStringKey } | { ready: false; label: OnrampStringKey; error?: string }

/** Spec section 9: the visitor's timezone is mainland China's, Hong Kong's or Macau's. */
export function isRestrictedTimezone(timeZone: string | undefined = localTimeZone()): boolean {
  return timeZone !== undefined && (RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone)
}

function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Spec section 9: on-ramp serves eip155 and solana accounts, and none in a restricted timezone. */
export function isOnrampAvailable(network: Network | undefined, timeZone?: string): boolean {
  const namespaces: readonly string[] = FEATURE_NAMESPACES.onramp
  return (
    network !== undefined && namespaces.includes(network.chainNamespace) && !isRestrictedTimezone(timeZone)
  )
}

/** Spec section 9: Coinbase serves eip155 only; Meld eip155 and Solana. */
export function providersFor(network: Network | undefined): OnrampProviderId[] {
  if (!network) return []
  return ONRAMP_PROVIDERS.filter((provider) =>
    (provider.namespaces as readonly string[]).includes(network.chainNamespace),
  ).map((provider) => provider.id)
}

/** Spec section 9: the Coinbase chain of an EVM network, else the fallback (ethereum). */
export function coinbaseChain(network: Network | undefined): CoinbaseChain {
  const id = Number(network?.id)
  const found = Object.entries(COINBASE_CHAINS).find(([, chainId]) => chainId === id)
  return (found?.[0] as CoinbaseChain | undefined) ?? COINBASE_FALLBACK_CHAIN
}

/** The limit of a payment method in a payment currency, from the options (spec section 9's by default). */
export function limitFor(
  options: OnrampOptions,
  currency: string,
  method: string,
): PaymentMethodLimit | undefined {
  return options.paymentCurrencies
    .find((candidate) => candidate.id === currency)
    ?.payment_method_limits.find((limit) => limit.id === method)
}

/**
 * Spec sections 5 and 9: the amount must be a positive decimal within the method's limits. Returns the
 * text to show, or undefined when the amount is fine.
 */
export function amountProblem(
  amount: string,
  limit: PaymentMethodLimit | undefined,
  currency: string,
  method: string,
  t: (key: OnrampStringKey) => string = (key) => ONRAMP_STRINGS[key],
): string | undefined {
  const methodLabel = t(method === 'card' || method === 'ach_bank_account' ? method : 'paymentMethod')
  const fill = (text: string) =>
    text
      .replace('{method}', methodLabel.charAt(0).toLowerCase() + methodLabel.slice(1))
      .replace('{currency}', currency)
      .replace('{min}', limit?.min ?? '')
      .replace('{max}', limit?.max ?? '')
  if (!limit) return fill(t('noLimits'))
  const text = amount.trim()
  if (!isDecimal(text) || text.startsWith('-') || Number(text) <= 0) return t('enterAmount')
  if (Number(text) < Number(limit.min)) return fill(t('belowMinimum'))
  if (Number(text) > Number(limit.max)) return fill(t('aboveMaximum'))
  return undefined
}

/** Spec section 8: a failed quote call gives a placeholder with the entered amount and 'mocked-quote-id'. */
export function mockedQuote(amount: string, currency: string, purchase: string): OnrampQuote {
  const money = { amount, currency }
  return {
    fee: { amount: '0.00', currency },
    subtotal: money,
    total: money,
    purchaseAmount: { amount, currency: purchase },
    quoteId: MOCKED_QUOTE_ID,
    mocked: true,
  }
}

/** Hosts of the visitor's own machine: plain http there reaches no third party (the devnet's provider page). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The provider's page, where the visitor pays, opens only over https (plain http only on loopback, the
 * devnet's stand-in page): a javascript:, data: or plain-http link from the service is refused. Opened as
 * the URL parser reads it.
 */
export function safeProviderUrl(url: unknown): string | undefined {
  const safe = safeHttpUrl(url)
  if (safe === undefined) return undefined
  const { protocol, hostname, href } = new URL(safe)
  return protocol === 'https:' || LOOPBACK_HOSTS.has(hostname) ? href : undefined
}

/** GET /v1/onramp/options's answer as the contract has it, with something to buy and something to pay with. */
async function servedOptions(data: unknown): Promise<OnrampOptions> {
  const options = contractAnswer(data, (await dataApiGuards()).isOnrampOptions, 'onramp options')
  if (options.purchaseCurrencies.length === 0 || options.paymentCurrencies.length === 0)
    throw new TypeError('Empty onramp options response')
  return options
}

/** POST /v1/onramp/quote's answer as the contract has it (and with an id): only its own figures are kept. */
async function servedQuote(data: unknown): Promise<OnrampQuote> {
  const quote = contractAnswer(data, (await dataApiGuards()).isOnrampQuote, 'onramp quote')
  if (quote.quoteId === '') throw new TypeError('Malformed onramp quote response')
  const money = ({ amount, currency }: CurrencyAmount) => ({ amount, currency })
  return {
    fee: money(quote.fee),
    subtotal: money(quote.subtotal),
    total: money(quote.total),
    purchaseAmount: money(quote.purchaseAmount),
    quoteId: quote.quoteId,
    mocked: false,
  }
}

interface Deps {
  context: PluginContext<OnrampStringKey>
  debounceMs?: number
  pollMs?: number
  now?: () => number
  /** Opens the provider's page in a new tab. */
  openWindow?: (url: string) => void
  timeZone?: () => string | undefined
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/**
 * On-ramp (spec sections 1, 7, 8, 9): options (or the built-in defaults), currency, payment method and
 * amount within the limits, debounced quotes (or the placeholder), the provider, then the provider's page
 * in a new tab. Framework-free: the view only binds its signals.
 */
export function createOnrampController({
  context,
  debounceMs = DEBOUNCE_MS,
  openWindow = openInNewTab,
  timeZone = localTimeZone,
  pollMs = PURCHASE_POLL_MS,
  now = Date.now,
}: Deps) {
  const { portkit, t } = context
  const options = signal<OnrampOptions | undefined>(undefined)
  const optionsFallback = signal(false)
  const currency = signal('USD')
  const method = signal('card')
  const purchase = signal<string | undefined>(undefined)
  const provider = signal<OnrampProviderId | undefined>(undefined)
  const amount = signal('')
  const quote = signal<(OnrampQuote & { key: string }) | undefined>(undefined)
  const opening = signal(false)
  const error = signal<string | undefined>(undefined)
  const purchaseStatus = signal<OnrampPurchase | undefined>(undefined)
  let watchTimer: ReturnType<typeof setTimeout> | undefined
  let watchRun = 0
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteRun = 0
  let optionsRun: Promise<OnrampOptions> | undefined

  const network = computed(() => portkit.state.activeChainState.value?.caipNetwork)
  const address = computed(() => {
    const chain = portkit.state.activeChainState.value
    return chain?.status === 'connected' ? chain.address : undefined
  })
  const available = computed(() => isOnrampAvailable(network.value, timeZone()))
  const providers = computed(() => providersFor(network.value))
  const chosenProvider = computed(() =>
    provider.value && providers.value.includes(provider.value) ? provider.value : providers.value[0],
  )
  const current = computed(() => options.value ?? DEFAULT_ONRAMP_OPTIONS)
  const limit = computed(() => limitFor(current.value, currency.value, method.value))
  const purchaseCurrency = computed<PurchaseCurrency | undefined>(
    () =>
      current.value.purchaseCurrencies.find((candidate) => candidate.id === purchase.value) ??
      current.value.purchaseCurrencies[0],
  )
  const problem = computed(() => amountProblem(amount.value, limit.value, currency.value, method.value, t))
  /**
   * The network bought on, for the quote and the provider: the options' network on the active chain (the
   * service lists what it sells where; the devnet lists its own chains), else Coinbase's chain name
   * (spec section 9: its chain list, fallback ethereum).
   */
  const quoteNetwork = computed(() => {
    const chainId = network.value?.id
    const onChain = purchaseCurrency.value?.networks.find(
      (candidate) => candidate.chain_id === String(chainId),
    )
    return onChain?.name ?? coinbaseChain(network.value)
  })
  const quoteKey = computed(
    () =>
      `${currency.value}|${method.value}|${purchaseCurrency.value?.id}|${quoteNetwork.value}|${amount.value.trim()}`,
  )
  const shownQuote = computed(() => (quote.value?.key === quoteKey.value ? quote.value : undefined))

  const check = computed<OnrampCheck>(() => {
    if (!address.value) return { ready: false, label: 'continue', error: t('notConnected') }
    if (!chosenProvider.value) return { ready: false, label: 'continue', error: t('noProvider') }
    if (opening.value) return { ready: false, label: 'opening' }
    if (problem.value) {
      const empty = amount.value.trim() === ''
      return { ready: false, label: 'enterAmount', error: empty ? undefined : problem.value }
    }
    if (!shownQuote.value) return { ready: false, label: 'gettingQuote' }
    if (error.value) return { ready: false, label: 'continue', error: error.value }
    return { ready: true, label: 'continue' }
  })

  function dataApi() {
    return context.api('dataApi')
  }

  /** GET /v1/onramp/options; spec section 8: any failure (or a malformed answer) gives the defaults. */
  function loadOptions(): Promise<OnrampOptions> {
    optionsRun ??= (async () => {
      try {
        const { data } = await (await dataApi()).GET('/v1/onramp/options')
        options.value = await servedOptions(data)
        optionsFallback.value = false
      } catch {
        options.value = DEFAULT_ONRAMP_OPTIONS
        optionsFallback.value = true
        optionsRun = undefined
      }
      return options.value
    })()
    return optionsRun
  }

  /** POST /v1/onramp/quote; spec section 8: a failure gives the placeholder quote. */
  async function fetchQuote(): Promise<OnrampQuote | undefined> {
    const run = ++quoteRun
    const key = quoteKey.value
    const text = amount.value.trim()
    const bought = purchaseCurrency.value
    const paying = current.value.paymentCurrencies.find((candidate) => candidate.id === currency.value)
    if (problem.value || !bought || !paying) return undefined
    let next: OnrampQuote
    try {
      const { data } = await (
        await dataApi()
      ).POST('/v1/onramp/quote', {
        body: {
          purchaseCurrency: bought,
          paymentCurrency: paying,
          amount: text,
          network: quoteNetwork.value,
        },
      })
      next = await servedQuote(data)
    } catch {
      next = mockedQuote(text, currency.value, bought.symbol)
    }
    if (run !== quoteRun) return undefined
    quote.value = { ...next, key }
    return next
  }

  function scheduleQuote() {
    clearTimeout(quoteTimer)
    error.value = undefined
    if (problem.value) return
    quoteTimer = setTimeout(() => void fetchQuote(), debounceMs)
  }

  /**
   * The provider page's address: Coinbase's from POST /v1/generators/onrampurl (an answer the contract
   * refuses is an error), Meld's built here. Either is then opened only if `safeProviderUrl` allows it.
   */
  async function providerUrl(): Promise<string | undefined> {
    const wallet = address.value
    const bought = purchaseCurrency.value
    if (!wallet || !bought) return undefined
    if (chosenProvider.value === 'meld') {
      const url = new URL(MELD_URL)
      url.searchParams.set('walletAddress', wallet)
      url.searchParams.set('destinationCurrencyCode', bought.symbol)
      url.searchParams.set('sourceAmount', amount.value.trim())
      url.searchParams.set('sourceCurrencyCode', currency.value)
      return url.href
    }
    const chain = quoteNetwork.value
    const { data } = await (
      await dataApi()
    ).POST('/v1/generators/onrampurl', {
      body: {
        destinationWallets: [{ address: wallet, blockchains: [chain], assets: [bought.symbol] }],
        defaultNetwork: chain,
        partnerUserId: wallet,
        defaultExperience: 'buy',
        presetFiatAmount: Number(amount.value.trim()),
      },
    })
    return contractAnswer(data, (await dataApiGuards()).isOnrampUrlResponse, 'onramp URL').url
  }

  /**
   * The provider's purchases for this account on this network, newest first (history `onramp`): only the
   * transactions the contract allows (as the Activity tab's reader keeps them).
   */
  async function purchasesOf(account: string, chainId: string) {
    const { data } = await (
      await dataApi()
    ).GET('/v1/account/{account}/history', {
      params: {
        path: { account },
        query: { onramp: WATCHED_ONRAMP_PROVIDER, chainId },
      },
    })
    if (!data || !Array.isArray(data.data)) throw new TypeError('Malformed history response')
    return data.data.filter((await dataApiGuards()).isTransaction)
  }

  /** What arrived: the first incoming transfer of the purchase, re-read balances, a toast. */
  function complete(found: Awaited<ReturnType<typeof purchasesOf>>[number]) {
    const incoming = found.transfers.find((transfer) => transfer.direction === 'in') ?? found.transfers[0]
    const amount = incoming?.quantity.numeric ?? ''
    const symbol = incoming?.fungible_info?.symbol ?? ''
    purchaseStatus.value = { status: 'complete', amount, symbol, hash: found.metadata.hash }
    portkit.notifications.success(
      amount ? `${t('purchaseComplete')}: +${amount} ${symbol}` : t('purchaseComplete'),
    )
    // The purchase changed the balances every cache holds: read them again (Tokens tab too, when built in).
    portkit.services.balances.forget()
    const namespace = portkit.state.activeChain.value
    void Promise.all([
      namespace ? portkit.account.refreshBalance(namespace) : undefined,
      portkit.plugins.has('tokens')
        ? (portkit.plugins.feature('tokens') as { refresh(): Promise<unknown> }).refresh()
        : undefined,
    ]).catch(() => undefined)
  }

  /**
   * Waits for the purchase made in the provider's tab: the history's purchases of the provider are read
   * once as they are, then every PURCHASE_POLL_MS until a new one shows (or PURCHASE_WATCH_MS passed).
   * Only Coinbase's page comes from the generator, so only its purchases are watched.
   */
  function watchPurchase(): void {
    const account = address.value
    const chainId = network.value?.caipNetworkId
    if (!account || !chainId || chosenProvider.value !== 'coinbase') return
    const run = ++watchRun
    clearTimeout(watchTimer)
    purchaseStatus.value = { status: 'waiting' }
    const started = now()
    let known: Set<string> | undefined
    const tick = async () => {
      try {
        const list = await purchasesOf(account, chainId)
        if (run !== watchRun) return
        if (!known) known = new Set(list.map((item) => item.id))
        else {
          const found = list.find((item) => !known!.has(item.id))
          if (found) return complete(found)
        }
      } catch {
        // The history may be briefly unavailable: the purchase is still on its way, keep asking.
        if (run !== watchRun) return
      }
      if (now() - started >= PURCHASE_WATCH_MS) {
        purchaseStatus.value = undefined
        return
      }
      watchTimer = setTimeout(() => void tick(), pollMs)
    }
    void tick()
  }

  function stopWatching(): void {
    watchRun++
    clearTimeout(watchTimer)
    purchaseStatus.value = undefined
  }

  return {
    options: current,
    optionsLoaded: computed(() => options.value !== undefined),
    optionsFallback,
    currency,
    method,
    amount,
    purchaseCurrency,
    provider: chosenProvider,
    providers,
    limit,
    problem,
    quote: shownQuote,
    purchaseStatus,
    check,
    available,
    opening,
    loadOptions,
    fetchQuote,
    setCurrency(value: string) {
      currency.value = value
      scheduleQuote()
    },
    setMethod(value: string) {
      method.value = value
      scheduleQuote()
    },
    setPurchase(value: string) {
      purchase.value = value
      scheduleQuote()
    },
    setProvider(value: OnrampProviderId) {
      provider.value = value
    },
    setAmount(value: string) {
      amount.value = value
      scheduleQuote()
    },
    reset() {
      clearTimeout(quoteTimer)
      stopWatching()
      quoteRun++
      amount.value = ''
      quote.value = undefined
      error.value = undefined
      opening.value = false
    },
    /** Asks for the provider's page and opens it in a new tab; returns the opened address. */
    async buy(): Promise<string | undefined> {
      if (!check.value.ready) return undefined
      opening.value = true
      error.value = undefined
      try {
        const url = safeProviderUrl(await providerUrl())
        if (!url) {
          error.value = t('unsafeUrl')
          return undefined
        }
        openWindow(url)
        watchPurchase()
        return url
      } catch {
        error.value = t('openFailed')
        return undefined
      } finally {
        opening.value = false
      }
    },
  }
}

export type OnrampController = ReturnType<typeof createOnrampController>
