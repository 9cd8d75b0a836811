import { vi } from 'vitest'
import onrampPlugin from '../../plugins/onramp/index.ts'
import { PAYMENT_METHOD_LIMITS } from '../../plugins/onramp/constants.ts'
import { onrampMessageText, type OnrampMessage } from '../../plugins/onramp/messages.ts'
import { ONRAMP_STRINGS } from '../../plugins/onramp/strings.ts'
import { formatMessage } from '../../runtime/core/i18n/format-message.ts'
import { DEFAULT_LOCALE } from '../../runtime/core/i18n/locales.ts'
import { createPortkit } from '../../runtime/create-portkit.ts'
import type { Network } from '../../runtime/core/types.ts'
import { devnetAlpha } from '../../runtime/networks/devnet.ts'
import { updateChain } from '../../runtime/state/create-state.ts'
import { testConfig } from './config.ts'
import { FEATURES } from './features.ts'
import { memoryStorage } from './memory-storage.ts'
import { json, recordingServer, type RecordedRequest } from './recording-server.ts'
import { scriptedAdapter, testConnector } from './scripted-adapter.ts'

export const BUYER = '0x2222222222222222222222222222222222222222'

/** What the fake data API answers; a test changes it to make a call fail or the URL unsafe. */
export interface OnrampApiScript {
  optionsDown: boolean
  quoteDown: boolean
  /** What POST /v1/generators/onrampurl answers with. */
  url: string
  /** What GET /v1/account/{account}/history answers with `onramp` (newest first). */
  purchases: unknown[]
  historyDown: boolean
}

/** The service's own options: only PUSD, and only USD (so a test can tell them from the defaults). */
export const SERVED_OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'PUSD',
      name: 'Portkit USD',
      symbol: 'PUSD',
      networks: [
        {
          name: 'portkit-devnet-alpha',
          display_name: 'Portkit Devnet Alpha',
          chain_id: '31337',
          contract_address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
        },
      ],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: PAYMENT_METHOD_LIMITS.map((l) => ({ ...l })) }],
}

/**
 * A Portkit instance with the built-in features and the on-ramp plugin, an account connected on devnet
 * Alpha (or the given network), a loopback HTTP server standing in for the data API's on-ramp calls (every
 * request recorded; or the given `dataApi`, a real one), and `window.open` recorded instead of opening
 * anything.
 */
export async function onrampHarness(options: { network?: Network; dataApi?: string } = {}) {
  const script: OnrampApiScript = {
    optionsDown: false,
    quoteDown: false,
    url: 'https://pay.example/buy?session=1',
    purchases: [],
    historyDown: false,
  }
  const server = await recordingServer((request, res) => respond(script, request, res))
  const { adapter } = scriptedAdapter()
  const portkit = createPortkit({
    config: testConfig({ services: { dataApi: options.dataApi ?? server.url }, networks: [devnetAlpha] }),
    adapters: [() => adapter],
    connectors: [],
    plugins: [...FEATURES, onrampPlugin],
    storage: memoryStorage(),
  })
  const connector = testConnector()
  portkit.state.connectors.value = [connector]
  updateChain(portkit.state, 'eip155', {
    status: 'connected',
    address: BUYER,
    connectorId: connector.id,
    caipNetwork: options.network ?? devnetAlpha,
  })
  const open = vi.fn()
  vi.stubGlobal('window', { open })
  const calls = (path: string) => server.requests.filter((request) => request.path === path)
  return {
    portkit,
    onramp: portkit.feature('onramp'),
    script,
    open,
    calls,
    requests: server.requests,
    close: async () => {
      // Stops the purchase watch a buy() started, so nothing polls the closed server.
      portkit.feature('onramp').reset()
      vi.unstubAllGlobals()
      await server.close()
    },
  }
}

function respond(script: OnrampApiScript, request: RecordedRequest, res: Parameters<typeof json>[0]) {
  if (/^\/v1\/account\/[^/]+\/history$/.test(request.path)) {
    if (script.historyDown) return json(res, 503, { status: 'FAILED', reasons: [] })
    return json(res, 200, { data: script.purchases, next: null })
  }
  switch (request.path) {
    case '/v1/onramp/options':
      if (script.optionsDown) return json(res, 503, { status: 'FAILED', reasons: [] })
      return json(res, 200, SERVED_OPTIONS)
    case '/v1/onramp/quote': {
      if (script.quoteDown) return json(res, 500, { status: 'FAILED', reasons: [] })
      const body = JSON.parse(request.body) as { amount: string; paymentCurrency: { id: string } }
      const amount = Number(body.amount)
      const fee = Math.round(amount * 1.5) / 100
      const money = (value: number) => ({ amount: value.toFixed(2), currency: body.paymentCurrency.id })
      return json(res, 200, {
        fee: money(fee),
        subtotal: money(amount - fee),
        total: money(amount),
        purchaseAmount: { amount: (amount - fee).toFixed(8), currency: 'PUSD' },
        quoteId: 'live-quote-1',
      })
    }
    case '/v1/generators/onrampurl':
      return json(res, 200, { url: script.url })
    default:
      return json(res, 404, { status: 'FAILED', reasons: [] })
  }
}

/** Waits for a condition the controller reaches asynchronously. */
export async function until(condition: () => boolean, timeoutMs = 4_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** An on-ramp message (an error line of the form) as an English visitor reads it. */
export function onrampEnglish(message: OnrampMessage | undefined): string | undefined {
  if (!message) return undefined
  return onrampMessageText(message, (key, values) =>
    formatMessage(DEFAULT_LOCALE, ONRAMP_STRINGS, key, values),
  )
}
