// @vitest-environment happy-dom
import { connectedPortkit } from '../../unit/features/portkit-with-data-api.ts'
import fc from 'fast-check'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import namesPlugin from '../../../plugins/names/index.ts'
import {
  fetchAccountNames,
  fetchNameSuggestions,
  registerAccountName,
} from '../../../plugins/names/register-name.ts'
import onrampPlugin from '../../../plugins/onramp/index.ts'
import { DEFAULT_ONRAMP_OPTIONS } from '../../../plugins/onramp/constants.ts'
import {
  createOnrampController,
  mockedQuote,
  type OnrampController,
} from '../../../plugins/onramp/onramp-controller.ts'
import type { OnrampStringKey } from '../../../plugins/onramp/strings.ts'
import {
  NamesForAddressError,
  NameSuggestionsError,
  RegisterNameError,
} from '../../../runtime/core/errors.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import type { PluginContext } from '../../../runtime/plugins/types.ts'
import { isOnrampUrlResponse } from '../../../runtime/services/api/data-api.guards.gen.ts'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { checkSchema, formatProblem } from '../../../server/openapi/check-schema.ts'
import { loadContract } from '../../../server/openapi/load-contract.ts'
import { itHoldsAsync } from '../../support/fuzz-settings.ts'
import { anyResponseBody, HOSTILE_TEXTS } from '../../support/openapi-arbitrary.ts'

// Issue 30: the on-ramp and names plugins read the data API's on-ramp options, quotes, provider URL and
// purchases, and its name suggestions, names and registration answers. Each answer, generated from its
// contract in openapi/data-api.yaml and then broken, leaves the plugin in a state its views can show: the
// contract's shape, or spec section 8's fallback (the built-in options, the 'mocked-quote-id' quote, 'Error
// fetching name suggestions'...). No case throws anything but the spec's errors (an unhandled rejection fails
// the file too), and no provider page opens that is not https (plain http only on loopback: the devnet's
// provider page). The views show what the services name as text, never as markup or a link.
//
// The answers come through globalThis.fetch (the API clients look it up at each call), swapped in for each
// test and restored after: no server per case, so 100000 cases fit in `npm run fuzz`.

const DATA_API = 'https://data-api.fuzz.test'
const BUYER = '0x2222222222222222222222222222222222222222'
const NAME = 'alice.portkit.id'
const AMOUNT = '50'

/** What the contract says of `value` as component `name`, unknown fields included (the quote keeps none). */
function problems(name: string, value: unknown): string[] {
  return checkSchema(loadContract('data-api'), { $ref: `#/components/schemas/${name}` }, value).map(
    formatProblem,
  )
}

/** The contract's problems of `value`, but for fields it does not name (the guards let those by). */
function shapeProblems(name: string, value: unknown): string[] {
  return checkSchema(loadContract('data-api'), { $ref: `#/components/schemas/${name}` }, value)
    .filter((problem) => problem.message !== 'is not allowed here')
    .map(formatProblem)
}

// ---- The fake data API: one body per route, read off a table the case sets. -------------------------------

type Route = 'options' | 'quote' | 'url' | 'history' | 'suggestions' | 'reverse' | 'register'
const ROUTES: [Route, RegExp][] = [
  ['options', /^\/v1\/onramp\/options$/],
  ['quote', /^\/v1\/onramp\/quote$/],
  ['url', /^\/v1\/generators\/onrampurl$/],
  ['history', /^\/v1\/account\/[^/]+\/history$/],
  ['suggestions', /^\/v1\/profile\/suggestions\/[^/]+$/],
  ['reverse', /^\/v1\/profile\/reverse\/[^/]+$/],
  ['register', /^\/v1\/profile\/account$/],
]
let answers: Partial<Record<Route, unknown>> = {}
const asked: Route[] = []

/** What the data API answers from now on (200 with the body; 404 for any other route). */
function answer(bodies: Partial<Record<Route, unknown>>): void {
  answers = bodies
  asked.length = 0
}
const askedFor = (route: Route) => asked.filter((candidate) => candidate === route).length

const answering: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const route = ROUTES.find(([, path]) => path.test(url.pathname))?.[0]
  if (route) asked.push(route)
  if (!route || !(route in answers)) {
    return new Response('{"status":"NOT_FOUND","reasons":[]}', {
      status: 404,
      headers: { 'content-type': 'application/json' },
    })
  }
  return new Response(JSON.stringify(answers[route]) ?? 'null', {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })
}

let realFetch: typeof fetch
beforeEach(() => {
  realFetch = globalThis.fetch
  globalThis.fetch = answering
  answer({})
})
afterEach(() => {
  globalThis.fetch = realFetch
  vi.useRealTimers()
})

/** A Portkit instance with one plugin and an EVM account connected on devnet Alpha; no HTTP server. */
function instance(plugin: typeof onrampPlugin | typeof namesPlugin) {
  const { portkit, adapter } = connectedPortkit(
    DATA_API,
    { networks: [devnetAlpha] },
    { plugins: [plugin], address: BUYER },
  )
  adapter.signMessage = async () => `0x${'ab'.repeat(65)}`
  return portkit
}

// ---- On-ramp ---------------------------------------------------------------------------------------------

const onrampPortkit = instance(onrampPlugin)
const onrampContext = onrampPortkit.plugins.context('onramp') as PluginContext<OnrampStringKey>
let opened: string[] = []

/** A fresh controller (the options are loaded once per controller), opening pages into `opened`. */
function controller(pollMs = 1): OnrampController {
  return createOnrampController({
    context: onrampContext,
    pollMs,
    now: () => 0,
    openWindow: (url) => void opened.push(url),
  })
}

const VALID_QUOTE = {
  fee: { amount: '0.75', currency: 'USD' },
  subtotal: { amount: '49.25', currency: 'USD' },
  total: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '0.0200', currency: 'ETH' },
  quoteId: 'live-quote-1',
}
const PROVIDER_PAGE = 'https://pay.example/buy?session=1'

/** An amount entered and its quote shown: the form is ready to buy. */
async function quoted(onramp: OnrampController): Promise<void> {
  onramp.amount.value = AMOUNT
  await onramp.fetchQuote()
  expect(onramp.check.value).toEqual({ ready: true, label: 'continue' })
}

/** A page the plugin may open: https, or plain http on loopback (the devnet's provider page). */
function isOpenable(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return (
    protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname))
  )
}

/** Lets the answers already given settle (promise callbacks), without waiting on any timer. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('on-ramp: any answer of the data API leaves the form in a state its view can show', () => {
  itHoldsAsync(
    'GET /v1/onramp/options: the options are the contract-shaped answer, else the built-in defaults',
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/onramp/options'), async (body) => {
      answer({ options: body })
      const onramp = controller()
      const options = await onramp.loadOptions()
      expect(onramp.options.value).toBe(options)
      expect(onramp.optionsLoaded.value).toBe(true)
      if (onramp.optionsFallback.value) expect(options).toEqual(DEFAULT_ONRAMP_OPTIONS)
      else expect(shapeProblems('OnrampOptions', options)).toEqual([])
      // The limits an amount is checked against are numbers (a NaN limit would let any amount through).
      const limits = options.paymentCurrencies.flatMap((currency) => currency.payment_method_limits)
      for (const { min, max } of limits) expect([min, max].map(Number).every(Number.isFinite)).toBe(true)
      // An answer the contract allows, with something to buy and to pay with, is the one shown.
      const usable =
        shapeProblems('OnrampOptions', body).length === 0 &&
        (body as typeof options).purchaseCurrencies.length > 0 &&
        (body as typeof options).paymentCurrencies.length > 0
      expect(onramp.optionsFallback.value).toBe(!usable)
    }),
  )

  itHoldsAsync(
    "POST /v1/onramp/quote: the quote shown is the contract's, else the placeholder with the entered amount",
    fc.asyncProperty(anyResponseBody('data-api', 'post', '/v1/onramp/quote'), async (body) => {
      answer({ quote: body })
      const onramp = controller()
      onramp.amount.value = AMOUNT
      await onramp.fetchQuote()
      const shown = onramp.quote.value
      expect(shown).toBeDefined()
      const { key, mocked, ...figures } = shown!
      expect(typeof key).toBe('string')
      if (mocked) expect(shown).toEqual({ ...mockedQuote(AMOUNT, 'USD', 'ETH'), key })
      else expect(problems('OnrampQuote', figures)).toEqual([])
      // A quote the contract allows (with an id) is shown, not the placeholder.
      const valid = shapeProblems('OnrampQuote', body).length === 0
      expect(mocked).toBe(!(valid && (body as { quoteId: string }).quoteId !== ''))
    }),
  )

  itHoldsAsync(
    'POST /v1/generators/onrampurl: only an https page (http on loopback) the contract allows is opened',
    fc.asyncProperty(anyResponseBody('data-api', 'post', '/v1/generators/onrampurl'), async (body) => {
      answer({ quote: VALID_QUOTE, url: body, history: { data: [], next: null } })
      opened = []
      const onramp = controller()
      await quoted(onramp)
      const url = await onramp.buy()
      const check = onramp.check.value
      onramp.reset()
      expect(opened).toEqual(url === undefined ? [] : [url])
      for (const page of opened) expect(isOpenable(page)).toBe(true)
      if (url === undefined) {
        // A URL the contract allows but that is not to be opened says why; a malformed answer is a failure.
        const why = isOnrampUrlResponse(body) ? 'unsafeUrl' : 'openFailed'
        expect(check).toEqual({ ready: false, label: 'continue', error: { key: why } })
      } else {
        expect(isOnrampUrlResponse(body)).toBe(true)
        expect(url).toBe(new URL((body as { url: string }).url).href)
      }
      // An https page the contract allows is opened.
      if (isOnrampUrlResponse(body) && new URL(body.url).protocol === 'https:') expect(url).toBeDefined()
    }),
  )

  describe('the purchase made in the provider tab', () => {
    // The watch reads the history on a timer: faked (setTimeout only), so a case moves it on at once.
    beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => {
      vi.clearAllTimers()
      vi.useRealTimers()
    })
    // One form for every case, quoted once: each buy() starts a new watch (and stops the one before).
    let form: OnrampController | undefined

    itHoldsAsync(
      'GET /v1/account/{account}/history?onramp: a purchase is shown only from a contract-shaped transaction',
      fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/account/{account}/history'), async (body) => {
        answer({ quote: VALID_QUOTE, url: { url: PROVIDER_PAGE }, history: { data: [], next: null } })
        opened = []
        // The cases before left their calls' deadline timers: cleared, or each advance walks them all.
        vi.clearAllTimers()
        if (!form) {
          form = controller(1)
          await quoted(form)
        }
        expect(await form.buy()).toBe(PROVIDER_PAGE)
        // The first read lists the purchases made before; the next one brings `body`.
        await settled()
        expect(askedFor('history')).toBe(1)
        answers.history = body
        vi.advanceTimersByTime(1)
        await settled()
        expect(askedFor('history')).toBe(2)
        const status = form.purchaseStatus.value
        if (status?.status !== 'complete') {
          expect(status).toEqual({ status: 'waiting' })
          return
        }
        // What arrived is read off the first transaction the contract allows, and only off it.
        const purchase = (body as { data: unknown[] }).data.find(
          (item) => shapeProblems('Transaction', item).length === 0,
        ) as
          | {
              metadata: { hash?: string }
              transfers: {
                direction?: string
                quantity: { numeric: string }
                fungible_info?: { symbol: string }
              }[]
            }
          | undefined
        expect(purchase).toBeDefined()
        const incoming =
          purchase!.transfers.find((transfer) => transfer.direction === 'in') ?? purchase!.transfers[0]
        expect(status).toEqual({
          status: 'complete',
          amount: incoming?.quantity.numeric ?? '',
          symbol: incoming?.fungible_info?.symbol ?? '',
          hash: purchase!.metadata.hash,
        })
      }),
    )
  })
})

// ---- Names -----------------------------------------------------------------------------------------------

const namesPortkit = instance(namesPlugin)
const namesContext = namesPortkit.plugins.context('names')

describe('names: any answer of the profile service gives names as the contract has them, or the spec text', () => {
  itHoldsAsync(
    "GET /v1/profile/suggestions/{name}: contract-shaped suggestions, else 'Error fetching name suggestions'",
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/profile/suggestions/{name}'), async (body) => {
      answer({ suggestions: body })
      const dataApi = await namesContext.api('dataApi')
      try {
        const suggestions = await fetchNameSuggestions(dataApi, 'alice')
        expect(shapeProblems('NameSuggestionsResponse', { suggestions })).toEqual([])
      } catch (error) {
        expect(error).toBeInstanceOf(NameSuggestionsError)
        expect((error as Error).message).toBe('Error fetching name suggestions')
        expect(shapeProblems('NameSuggestionsResponse', body)).not.toEqual([])
      }
    }),
  )

  itHoldsAsync(
    "GET /v1/profile/reverse/{address}: contract-shaped names, else 'Error fetching names for address'",
    fc.asyncProperty(anyResponseBody('data-api', 'get', '/v1/profile/reverse/{address}'), async (body) => {
      answer({ reverse: body })
      const dataApi = await namesContext.api('dataApi')
      try {
        const names = await fetchAccountNames(dataApi, BUYER)
        expect(names.flatMap((record) => shapeProblems('NameRecord', record))).toEqual([])
      } catch (error) {
        expect(error).toBeInstanceOf(NamesForAddressError)
        expect((error as Error).message).toBe('Error fetching names for address')
      }
    }),
  )

  itHoldsAsync(
    "POST /v1/profile/account: registered only on { success: true }, else 'Error registering name {name}'",
    fc.asyncProperty(anyResponseBody('data-api', 'post', '/v1/profile/account'), async (body) => {
      answer({ register: body })
      namesPortkit.account.profileName.value = undefined
      const dataApi = await namesContext.api('dataApi')
      try {
        await registerAccountName(namesPortkit, dataApi, NAME, () => 0)
        expect(shapeProblems('SuccessResponse', body)).toEqual([])
        expect((body as { success: unknown }).success).toBe(true)
        expect(namesPortkit.account.profileName.value).toBe(NAME)
      } catch (error) {
        expect(error).toBeInstanceOf(RegisterNameError)
        expect((error as Error).message).toBe(`Error registering name ${NAME}`)
        expect(namesPortkit.account.profileName.value).toBeUndefined()
      }
    }),
  )
})

// ---- The views: names and symbols from the service are shown as text ---------------------------------------

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** HOSTILE_TEXTS from the `turn`th on, round: each render puts other texts in each place. */
const hostile = (turn: number) =>
  HOSTILE_TEXTS.map((_, i) => HOSTILE_TEXTS[(i + turn) % HOSTILE_TEXTS.length]!)

/** Valid options whose every name, symbol, id and network comes from `texts` (USD by card still offered). */
function hostileOptions(texts: string[]) {
  return {
    purchaseCurrencies: texts.map((text) => ({
      id: text,
      name: text,
      symbol: text,
      networks: [{ name: text, display_name: text, chain_id: '31337', contract_address: text }],
    })),
    paymentCurrencies: [
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          ...texts.map((text) => ({ id: text, min: '1', max: '2' })),
        ],
      },
      ...texts.map((text) => ({ id: text, payment_method_limits: [] })),
    ],
  }
}

function hostileQuote(texts: string[]) {
  const money = (i: number) => ({ amount: texts[i]!, currency: texts[i + 1]! })
  return { fee: money(0), subtotal: money(2), total: money(4), purchaseAmount: money(6), quoteId: texts[8]! }
}

/** Elements or links the page got from data: anything but text is an injection. */
function markupFromData(container: HTMLElement): string[] {
  const elements = [...container.querySelectorAll('[data-fuzz-markup], img[onerror], svg[onload], script')]
  const links = [...container.querySelectorAll('[src], [href]')].filter((element) =>
    ['src', 'href'].some((name) => /^\s*(javascript|data):/i.test(element.getAttribute(name) ?? '')),
  )
  return [...elements, ...links].map((element) => element.outerHTML)
}

async function waitFor<T>(read: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read()
    if (value) return value
    await act(() => new Promise((done) => setTimeout(done, 20)))
  }
  throw new Error('timed out waiting')
}

/** Renders a plugin view of `portkit` into the page; returns its container and how to take it down. */
function render(portkit: ReturnType<typeof instance>, name: string) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(createElement(PluginViewHost, { portkit, view: { name } as never })))
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** Types into an input as a visitor does (React listens to the native input event). */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setValue.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('the views show names, symbols and figures from the service as text, never as markup or links', () => {
  it.each([0, 1, 2])('Buy crypto, hostile options and quote (turn %i)', async (turn) => {
    const texts = hostile(turn)
    answer({ options: hostileOptions(texts), quote: hostileQuote(texts) })
    const portkit = instance(onrampPlugin)
    const { container, unmount } = render(portkit, 'onramp/Onramp')
    try {
      const amount = await waitFor(() =>
        container.querySelector<HTMLInputElement>('input[inputmode="decimal"]'),
      )
      expect(portkit.feature('onramp').optionsFallback.value).toBe(false)
      type(amount, AMOUNT)
      const total = await waitFor(() => container.querySelector('[data-testid="onramp-total"]'))
      expect(markupFromData(container)).toEqual([])
      expect((window as { __fuzzInjected?: unknown }).__fuzzInjected).toBeUndefined()
      // The data reached the page, as text.
      expect(total.textContent).toBe(`${texts[4]} ${texts[5]}`)
      expect(container.querySelector('[data-testid="onramp-quote-id"]')!.textContent).toBe(texts[8])
      expect(container.textContent).toContain('<b data-fuzz-markup>bold</b>')
    } finally {
      unmount()
    }
  })

  it.each([0, 1, 2])('Choose account name, hostile suggestions and names (turn %i)', async (turn) => {
    const texts = hostile(turn)
    answer({
      suggestions: {
        suggestions: [
          { name: NAME, registered: false },
          ...texts.map((text) => ({ name: text, registered: false })),
        ],
      },
      reverse: texts.map((text) => ({
        name: text,
        source: 'portkit',
        addresses: { '60': { address: text } },
        attributes: { avatar: text, url: text },
      })),
    })
    const portkit = instance(namesPlugin)
    const { container, unmount } = render(portkit, 'names/RegisterAccountName')
    try {
      const input = await waitFor(() => container.querySelector<HTMLInputElement>('input'))
      type(input, 'alice')
      const suggestions = await waitFor(() => container.querySelector('ul[aria-label="Suggestions"]'))
      await waitFor(() => container.querySelector('ul[aria-label="Your names"]'))
      expect(markupFromData(container)).toEqual([])
      expect((window as { __fuzzInjected?: unknown }).__fuzzInjected).toBeUndefined()
      // The data reached the page, as text.
      expect([...suggestions.querySelectorAll('.name')].map((name) => name.textContent)).toEqual(texts)
      expect(container.querySelector('[data-testid="name-availability"]')!.textContent).toBe(
        `${NAME}: Available`,
      )
      expect(container.textContent).toContain('<b data-fuzz-markup>bold</b>')
    } finally {
      unmount()
    }
  })
})
