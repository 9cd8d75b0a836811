import { computed, DEBOUNCE_MS, type PluginContext } from '../../runtime/plugins/index.ts'
import { buy } from './actions/buy.ts'
import type { OnrampHost } from './actions/context.ts'
import { fetchQuote } from './actions/fetch-quote.ts'
import { loadOptions } from './actions/load-options.ts'
import { resetOnramp } from './actions/reset-onramp.ts'
import { setAmount } from './actions/set-amount.ts'
import { setCurrency } from './actions/set-currency.ts'
import { setMethod } from './actions/set-method.ts'
import { setProvider } from './actions/set-provider.ts'
import { setPurchase } from './actions/set-purchase.ts'
import { localTimeZone } from './availability.ts'
import { onrampCheck } from './check.ts'
import { PURCHASE_POLL_MS, type OnrampProviderId } from './constants.ts'
import { createOnrampState } from './state.ts'
import type { OnrampStringKey } from './strings.ts'

// The plugin's names, from the modules that hold them, for the view, index.ts and the tests.
export { mockedQuote, type CurrencyAmount, type OnrampQuote } from './answers.ts'
export { coinbaseChain, isOnrampAvailable, isRestrictedTimezone, providersFor } from './availability.ts'
export type { OnrampCheck } from './check.ts'
export { amountProblem, limitFor } from './limits.ts'
export { isLabelledMethod, onrampMessageText, type OnrampMessage } from './messages.ts'
export { safeProviderUrl } from './provider-url.ts'
export type { OnrampPurchase } from './state.ts'

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
 * in a new tab and the purchase watched in the history. Framework-free: the view only binds its signals.
 * The wiring only: the signals are state.ts's, each transition is a file of actions/ taking the host made
 * here.
 */
export function createOnrampController({
  context,
  debounceMs = DEBOUNCE_MS,
  openWindow = openInNewTab,
  timeZone = localTimeZone,
  pollMs = PURCHASE_POLL_MS,
  now = Date.now,
}: Deps) {
  const state = createOnrampState(context.portkit, timeZone)
  const check = computed(() => onrampCheck(state))
  const host: OnrampHost = { context, state, check, debounceMs, pollMs, now, openWindow }
  return {
    options: state.current,
    optionsLoaded: computed(() => state.options.value !== undefined),
    optionsFallback: state.optionsFallback,
    currency: state.currency,
    method: state.method,
    amount: state.amount,
    purchaseCurrency: state.purchaseCurrency,
    provider: state.chosenProvider,
    providers: state.providers,
    limit: state.limit,
    problem: state.problem,
    quote: state.shownQuote,
    purchaseStatus: state.purchaseStatus,
    check,
    available: state.available,
    opening: state.opening,
    loadOptions: () => loadOptions(host),
    fetchQuote: () => fetchQuote(host),
    setCurrency: (value: string) => setCurrency(host, value),
    setMethod: (value: string) => setMethod(host, value),
    setPurchase: (value: string) => setPurchase(host, value),
    setProvider: (value: OnrampProviderId) => setProvider(host, value),
    setAmount: (value: string) => setAmount(host, value),
    reset: () => resetOnramp(host),
    /** Asks for the provider's page and opens it in a new tab; returns the opened address. */
    buy: () => buy(host),
  }
}

export type OnrampController = ReturnType<typeof createOnrampController>
