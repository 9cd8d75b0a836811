import { computed, signal, type Network, type PluginContext } from '../../runtime/plugins/index.ts'
import type { OnrampQuote } from './answers.ts'
import { coinbaseChain, isOnrampAvailable, providersFor } from './availability.ts'
import {
  DEFAULT_ONRAMP_OPTIONS,
  type OnrampOptions,
  type OnrampProviderId,
  type PurchaseCurrency,
} from './constants.ts'
import { amountProblem, limitFor } from './limits.ts'
import type { OnrampMessage } from './messages.ts'

/**
 * The purchase started in the provider's tab: waited for in the history, then what arrived (the amount in
 * whole units and its symbol, the transaction hash).
 */
export type OnrampPurchase =
  { status: 'waiting' } | { status: 'complete'; amount: string; symbol: string; hash: string | undefined }

/** The on-ramp form's signals and what they derive; the actions (actions/) are its only writers. */
export function createOnrampState(portkit: PluginContext['portkit'], timeZone: () => string | undefined) {
  const signals = onrampSignals()
  return { ...signals, ...derived(signals, portkit, timeZone) }
}

export type OnrampState = ReturnType<typeof createOnrampState>
type OnrampSignals = ReturnType<typeof onrampSignals>

function onrampSignals() {
  return {
    /** The service's options (or the defaults, after a failure); undefined until loaded. */
    options: signal<OnrampOptions | undefined>(undefined),
    optionsFallback: signal(false),
    currency: signal('USD'),
    method: signal('card'),
    /** The id of the purchase currency the visitor picked. */
    purchase: signal<string | undefined>(undefined),
    /** The provider the visitor picked, if any. */
    provider: signal<OnrampProviderId | undefined>(undefined),
    amount: signal(''),
    /** The last quote, with the key of the form it was asked for. */
    quote: signal<(OnrampQuote & { key: string }) | undefined>(undefined),
    opening: signal(false),
    /** A failure of the last buy (the form itself was fine). */
    error: signal<OnrampMessage | undefined>(undefined),
    purchaseStatus: signal<OnrampPurchase | undefined>(undefined),
    /**
     * Not signals, as nothing shows them: the timers of the pending quote and of the purchase watch, a
     * count of the quote and watch runs started (an answer to a replaced run is dropped), and the options
     * call under way (asked once).
     */
    runs: {
      quoteTimer: undefined as ReturnType<typeof setTimeout> | undefined,
      quote: 0,
      watchTimer: undefined as ReturnType<typeof setTimeout> | undefined,
      watch: 0,
      options: undefined as Promise<OnrampOptions> | undefined,
    },
  }
}

function derived(
  signals: OnrampSignals,
  portkit: PluginContext['portkit'],
  timeZone: () => string | undefined,
) {
  const { options, currency, method, purchase, provider, amount, quote } = signals
  const network = computed(() => portkit.state.activeChainState.value?.caipNetwork)
  const providers = computed(() => providersFor(network.value))
  const current = computed(() => options.value ?? DEFAULT_ONRAMP_OPTIONS)
  const limit = computed(() => limitFor(current.value, currency.value, method.value))
  const purchaseCurrency = computed<PurchaseCurrency | undefined>(
    () =>
      current.value.purchaseCurrencies.find((candidate) => candidate.id === purchase.value) ??
      current.value.purchaseCurrencies[0],
  )
  const quoteNetwork = computed(() => boughtOn(network.value, purchaseCurrency.value))
  const quoteKey = computed(
    () =>
      `${currency.value}|${method.value}|${purchaseCurrency.value?.id}|${quoteNetwork.value}|${amount.value.trim()}`,
  )
  return {
    network,
    address: computed(() => {
      const chain = portkit.state.activeChainState.value
      return chain?.status === 'connected' ? chain.address : undefined
    }),
    available: computed(() => isOnrampAvailable(network.value, timeZone())),
    providers,
    /** The visitor's provider if this network has it, else the network's first. */
    chosenProvider: computed(() =>
      provider.value && providers.value.includes(provider.value) ? provider.value : providers.value[0],
    ),
    /** The options the form offers: the service's, else the built-in defaults. */
    current,
    limit,
    purchaseCurrency,
    problem: computed(() => amountProblem(amount.value, limit.value, currency.value, method.value)),
    quoteNetwork,
    /** What the form asks a quote for; a quote of another form is not shown. */
    quoteKey,
    shownQuote: computed(() => (quote.value?.key === quoteKey.value ? quote.value : undefined)),
  }
}

/**
 * The network bought on, for the quote and the provider: the options' network on the active chain (the
 * service lists what it sells where; the devnet lists its own chains), else Coinbase's chain name (spec
 * section 9: its chain list, fallback ethereum).
 */
function boughtOn(network: Network | undefined, bought: PurchaseCurrency | undefined): string {
  const onChain = bought?.networks.find((candidate) => candidate.chain_id === String(network?.id))
  return onChain?.name ?? coinbaseChain(network)
}
