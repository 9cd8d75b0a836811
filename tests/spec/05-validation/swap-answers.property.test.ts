// @vitest-environment happy-dom
import { connectedPortkit } from '../../unit/features/portkit-with-data-api.ts'
import { setImmediate as nextTurn } from 'node:timers/promises'
import fc from 'fast-check'
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import swapPlugin from '../../../plugins/swap/index.ts'
import { SWAP_STRINGS, type SwapStringKey } from '../../../plugins/swap/strings.ts'
import type { SwapController, SwapToken } from '../../../plugins/swap/swap-controller.ts'
import { DEBOUNCE_MS } from '../../../runtime/core/constants.ts'
import { keyed, messageText, type ShownMessage } from '../../../runtime/core/i18n/shown-message.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { checkSchema, formatProblem } from '../../../server/openapi/check-schema.ts'
import { loadContract } from '../../../server/openapi/load-contract.ts'
import { itHoldsAsync } from '../../support/fuzz-settings.ts'
import {
  ETH,
  PUSD,
  PUSD_ADDRESS,
  ROUTER,
  scriptSwapWallet,
  USER,
  type SentTransaction,
} from '../../support/swap-harness.ts'
import {
  anyResponseBody,
  HOSTILE_TEXTS,
  mutatedBody,
  responseSchema,
} from '../../support/openapi-arbitrary.ts'

// Issue 30 for the swap plugin: every answer of the data API it reads (GET /v1/convert/tokens, POST
// /v1/fungible/price, GET /v1/convert/gas-price, /quotes, /allowance, /build-approve, POST
// /v1/convert/build-transaction), generated from openapi/data-api.yaml and then broken. Whatever one of
// them answers, the controller never throws where nobody catches it, what the Swap view reads has the
// contract's shape (or is unset, with the spec 8 text of a failed call shown instead), and a refused
// answer never becomes a transaction the wallet is asked to send. Examples of the flow itself:
// tests/spec/04-states/swap-flow.test.ts.

const E18 = 10n ** 18n
const BASE_URL = 'https://data-api.fuzz'
/** Selling PUSD for ETH, with no allowance yet: every one of the seven calls is made. */
const FORM = { fromToken: 'PUSD', toToken: 'ETH', amount: '30' }
const SOLD_UNITS = 30n * E18

/** What a well-behaved data API answers (the devnet's shapes); each property breaks one of them. */
const VALID: Record<string, unknown> = {
  '/v1/convert/tokens': {
    tokens: [
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
      { name: 'Portkit USD', symbol: 'PUSD', address: PUSD, decimals: 18, logoUri: '' },
    ],
  },
  '/v1/fungible/price': {
    fungibles: [
      { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
      { name: 'Portkit USD', symbol: 'PUSD', iconUrl: '', price: 1 },
    ],
  },
  '/v1/convert/gas-price': { standard: '1000000000', fast: '1200000000', instant: '1500000000' },
  '/v1/convert/quotes': {
    quotes: [
      {
        id: 'q',
        fromAmount: SOLD_UNITS.toString(),
        fromAccount: PUSD,
        toAmount: (SOLD_UNITS / 3000n).toString(),
        toAccount: ETH,
      },
    ],
  },
  '/v1/convert/allowance': { allowance: '0' },
  '/v1/convert/build-approve': {
    tx: {
      from: USER,
      to: PUSD_ADDRESS,
      data: '0x095ea7b3',
      value: '0',
      eip155: { gas: '60000', gasPrice: '1000000000' },
    },
  },
  '/v1/convert/build-transaction': {
    tx: {
      from: USER,
      to: ROUTER,
      data: '0xdeadbeef',
      amount: '0',
      eip155: { gas: '200000', gasPrice: '1000000000' },
    },
  },
}

type Operation = readonly [method: 'get' | 'post', path: string, accepts: (body: unknown) => boolean]

/**
 * Whether the contract allows `body` as the operation's answer (server/openapi/check-schema.ts, not the
 * generated guard the controller uses), but for fields it does not name: a guard lets those by.
 */
function contractAllows(method: 'get' | 'post', path: string): (body: unknown) => boolean {
  const { doc, schema } = responseSchema('data-api', method, path)
  return (body) =>
    checkSchema(doc, schema, body).every((problem) => problem.message === 'is not allowed here')
}

/**
 * The seven answers, each with what makes it usable: the whole body as the contract has it for the
 * single answers; for the lists (tokens, prices) an object with the list, whose items are then kept one
 * by one.
 */
const OPERATIONS: readonly Operation[] = [
  ['get', '/v1/convert/tokens', (body) => isObject(body) && Array.isArray(body.tokens)],
  ['post', '/v1/fungible/price', (body) => isObject(body) && Array.isArray(body.fungibles)],
  ['get', '/v1/convert/gas-price', contractAllows('get', '/v1/convert/gas-price')],
  ['get', '/v1/convert/quotes', contractAllows('get', '/v1/convert/quotes')],
  ['get', '/v1/convert/allowance', contractAllows('get', '/v1/convert/allowance')],
  ['get', '/v1/convert/build-approve', contractAllows('get', '/v1/convert/build-approve')],
  ['post', '/v1/convert/build-transaction', contractAllows('post', '/v1/convert/build-transaction')],
]

/** The calls whose answer the swap is built from: refused, the build fails ('Could not prepare the swap'). */
const BUILT_FROM = new Set([
  '/v1/convert/gas-price',
  '/v1/convert/allowance',
  '/v1/convert/build-approve',
  '/v1/convert/build-transaction',
])

/** The fields of an answer these checks read, once the contract allows it. */
interface Answer {
  tokens: unknown[]
  fungibles: unknown[]
  quotes: { toAmount: string }[]
  tx?: { to: string; data: string; value?: string; amount?: string; eip155: { gas: string } }
}

/** What the wallet is asked to send for a built transaction. */
function transaction(tx: NonNullable<Answer['tx']>) {
  return { to: tx.to, data: tx.data, value: BigInt(tx.value ?? tx.amount!), gas: BigInt(tx.eip155.gas) }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The answers' texts by path, as the fake data API sends them; a property replaces one per case. */
const answers = new Map<string, string>()
function answerWith(path: string | undefined, body: unknown): void {
  answers.clear()
  for (const [known, valid] of Object.entries(VALID)) answers.set(known, JSON.stringify(valid))
  if (path) answers.set(path, JSON.stringify(body) ?? 'null')
}
const JSON_HEADERS = { 'content-type': 'application/json' }

/** The data API: answers from `answers`, at once, without a server (the clients look fetch up per call). */
async function fakeDataApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const text = answers.get(url.pathname)
  if (text === undefined) return new Response('{"status":"FAILED","reasons":[]}', { status: 404 })
  return new Response(text, { status: 200, headers: JSON_HEADERS })
}

/** What the wallet was asked to send this case (a plain array: no spies, see fuzz-settings.ts). */
const sent: SentTransaction[] = []

function swapPortkit() {
  const { portkit, adapter } = connectedPortkit(
    BASE_URL,
    { networks: [devnetAlpha] },
    { plugins: [swapPlugin], address: USER },
  )
  scriptSwapWallet(adapter, sent)
  // No balance API here: the re-reads after a swap stay local.
  portkit.account.refreshBalance = async () => undefined
  return portkit
}

const contract = loadContract('data-api')
const checked = new Map<string, string[]>()
/**
 * What the contract says of one item (server/openapi/check-schema.ts, not the guard under test), but of
 * fields it does not name (a guard lets those by). Remembered by text: most cases check the same ones.
 */
function itemProblems(name: 'SwapToken' | 'FungiblePrice', item: unknown): string[] {
  const key = `${name} ${JSON.stringify(item)}`
  let found = checked.get(key)
  if (!found) {
    found = checkSchema(contract, { $ref: `#/components/schemas/${name}` }, item)
      .filter((problem) => problem.message !== 'is not allowed here')
      .map(formatProblem)
    if (checked.size > 10_000) checked.clear()
    checked.set(key, found)
  }
  return found
}

/** The tokens of an accepted answer the form may offer: those the contract allows, of 1 to 255 decimals. */
function offered(answer: { tokens: unknown[] }): unknown[] {
  return answer.tokens.filter(
    (token) =>
      itemProblems('SwapToken', token).length === 0 &&
      (token as { decimals: number }).decimals > 0 &&
      (token as { decimals: number }).decimals <= 255,
  )
}

/** The USD prices an accepted answer gives the form's tokens: by symbol, from entries the contract allows. */
function pricesOf(answer: { fungibles: unknown[] }, tokens: readonly SwapToken[]): Record<string, number> {
  // The last entry of a symbol is the one that counts.
  const bySymbol = new Map<string, number>()
  for (const item of answer.fungibles) {
    if (itemProblems('FungiblePrice', item).length > 0) continue
    const { symbol, price } = item as { symbol: string; price: number }
    if (price > 0) bySymbol.set(symbol, price)
  }
  const prices: Record<string, number> = {}
  for (const token of tokens) {
    const price = bySymbol.get(token.symbol)
    if (price !== undefined) prices[token.address.toLowerCase()] = price
  }
  return prices
}

/** An amount in a token's smallest unit as the contract allows one: '^[0-9]{1,78}$'. */
const isUnits = (value: unknown) => typeof value === 'bigint' && value >= 0n && value < 10n ** 78n
const LABELS = new Set(Object.keys(SWAP_STRINGS))
const ERRORS = new Set<string>([
  'buildFailed',
  'insufficientBalance',
  'insufficientGas',
] satisfies SwapStringKey[])
/** The swap key a message shows; undefined for outside words. */
const keyOf = (message: ShownMessage<SwapStringKey>) => ('key' in message ? message.key : undefined)

/**
 * Everything the Swap view reads, read as it reads it (a computed that throws fails the property), and
 * what is wrong with it: each value has the contract's shape, or is unset with the spec 8 text of the
 * failed call. Plain checks, one expect per step: a case stays well under a millisecond.
 */
function stateProblems(swap: SwapController): string[] {
  const found: string[] = []
  const fail = (what: string, value: unknown) =>
    found.push(`${what}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
  const tokens = swap.tokens.value
  for (const token of tokens) found.push(...itemProblems('SwapToken', token))
  for (const token of tokens)
    if (!(token.decimals > 0 && token.decimals <= 255)) fail('token decimals', token.decimals)
  const tokensError = swap.tokensError.value
  if (tokensError !== undefined && (keyOf(tokensError) !== 'tokensFailed' || tokens.length > 0))
    fail('tokens error', tokensError)
  for (const price of Object.values(swap.prices.value))
    if (!(Number.isFinite(price) && price > 0)) fail('price', price)
  const gasPrice = swap.gasPrice.value
  if (gasPrice !== undefined && !isUnits(gasPrice)) fail('gas price', gasPrice)
  const feePreview = swap.feePreview.value
  if (feePreview !== undefined && !(feePreview >= 0n)) fail('fee preview', feePreview)
  const quote = swap.quote.value
  if (quote !== undefined && !(isUnits(quote.toAmount) && quote.amount === SOLD_UNITS))
    fail('quote', `${quote.amount} -> ${quote.toAmount}`)
  const quoteError = swap.quoteError.value
  if (quoteError !== undefined && (keyOf(quoteError) !== 'quoteFailed' || quote !== undefined))
    fail('quote error', quoteError)
  const impact = swap.priceImpact.value
  if (impact !== undefined && !(Number.isFinite(impact) && impact >= 0)) fail('price impact', impact)
  void swap.highPriceImpact.value
  void swap.currentQuote.value
  void swap.fromToken.value
  void swap.toToken.value
  void swap.balanceOf(swap.from.value)
  const check = swap.check.value
  if (!LABELS.has(check.label)) fail('button label', check.label)
  if (
    !check.ready &&
    check.error !== undefined &&
    messageText(check.error, (key) => SWAP_STRINGS[key]) === ''
  )
    fail('check error', check.error)
  const error = swap.error.value
  if (error !== undefined && !ERRORS.has(keyOf(error) ?? '')) fail('error', error)
  return found
}

/** Lets the answers in flight settle (they come back at once; reading them takes a turn). */
async function settle(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !done(); turn++) await nextTurn()
  if (!done()) throw new Error('the answers in flight did not settle')
}

describe('the swap controller survives any answer of the data API', () => {
  let portkit: ReturnType<typeof swapPortkit>
  let swap: SwapController
  const realFetch = globalThis.fetch
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => void unhandled.push(reason)

  beforeAll(() => {
    globalThis.fetch = fakeDataApi as typeof fetch
    process.on('unhandledRejection', onUnhandled)
    // Only the debounce and the toasts' timers: the answers and their reading run for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    portkit = swapPortkit()
    swap = portkit.feature('swap')
  })
  afterAll(() => {
    vi.useRealTimers()
    process.off('unhandledRejection', onUnhandled)
    globalThis.fetch = realFetch
  })

  /**
   * One visitor's swap, PUSD for ETH, with one answer replaced by `body`, checked at every step: the
   * state is valid; an accepted answer is what the form uses; a refused one is a failed call.
   */
  async function swapWith([, path, accepts]: Operation, body: unknown): Promise<void> {
    // The timers the cases before left pending are theirs: every request's 10 s deadline (its answer came
    // at once, nobody listens to it any more). The fake clock moves 500 ms a case, so each one would fire
    // twenty cases later, make its DOMException and abort a finished request (most of the
    // file's fake-timer work).
    vi.clearAllTimers()
    answerWith(path, body)
    // As the client reads it (JSON drops what it cannot write).
    const answer = JSON.parse(answers.get(path)!) as Answer
    const accepted = accepts(answer)
    sent.length = 0
    swap.reset()
    await swap.open(FORM)
    expect(stateProblems(swap)).toEqual([])
    if (path === '/v1/convert/tokens') {
      expect(swap.tokens.value).toEqual(accepted ? offered(answer) : [])
      expect(swap.tokensError.value).toEqual(accepted ? undefined : keyed('tokensFailed'))
    }
    if (path === '/v1/fungible/price')
      expect(swap.prices.value).toEqual(accepted ? pricesOf(answer, swap.tokens.value) : {})

    // The debounce ends: the quote is asked.
    vi.advanceTimersByTime(DEBOUNCE_MS)
    await settle(() => !swap.quoting.value)
    expect(stateProblems(swap)).toEqual([])
    if (path === '/v1/convert/quotes') {
      if (accepted) {
        expect(swap.quoteError.value).toBeUndefined()
        expect(swap.quote.value?.toAmount).toBe(BigInt(answer.quotes[0]?.toAmount ?? '0'))
      } else {
        expect(swap.quote.value).toBeUndefined()
        expect(swap.check.value).toMatchObject({ ready: false, error: keyed('quoteFailed') })
      }
    }

    const ready = swap.check.value.ready
    if (ready) await swap.swap()
    expect(stateProblems(swap)).toEqual([])
    expect(sent.filter((tx) => !isUnits(tx.value) || !isUnits(tx.gas))).toEqual([])
    if (BUILT_FROM.has(path)) {
      if (!accepted) {
        // A refused answer is a failed call: the button was ready, nothing is sent, the spec 8 text shows.
        expect(ready).toBe(true)
        expect(sent).toEqual([])
        expect(swap.error.value).toEqual(keyed('buildFailed'))
      } else if (ready && swap.error.value === undefined) {
        // An accepted one is what the wallet is asked to send (the approval first, then the swap).
        expect(sent).toHaveLength(2)
        if (path === '/v1/convert/build-approve') expect(sent[0]).toEqual(transaction(answer.tx!))
        if (path === '/v1/convert/build-transaction') expect(sent[1]).toEqual(transaction(answer.tx!))
      } else if (ready) {
        // Or its gas is more than the account holds.
        expect(sent).toEqual([])
        expect(swap.error.value).toEqual(keyed('insufficientGas'))
      }
    }
    // Let anything the swap started (balance re-reads) finish inside this case.
    await nextTurn()
    expect(unhandled).toEqual([])
  }

  it('with every answer valid, the swap is built and sent: approval, then the swap', async () => {
    await swapWith(OPERATIONS[0]!, VALID['/v1/convert/tokens'])
    expect(sent.map((tx) => tx.to)).toEqual([PUSD_ADDRESS, ROUTER])
  })

  for (const operation of OPERATIONS) {
    const [method, path] = operation
    itHoldsAsync(
      `${method.toUpperCase()} ${path}: any answer leaves the controller valid, and a refused one builds no swap`,
      fc.asyncProperty(
        // Bodies from the contract (mostly broken), and the realistic answer broken: its tokens are the
        // form's, so a broken decimals or price reaches the amounts.
        fc.oneof(anyResponseBody('data-api', method, path), mutatedBody(VALID[path])),
        (body) => swapWith(operation, body),
      ),
    )
  }
})

describe('the Swap view shows the answers as text', () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  let root: Root | undefined
  const realFetch = globalThis.fetch
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
    globalThis.fetch = realFetch
    delete (window as { __fuzzInjected?: unknown }).__fuzzInjected
  })

  /** What `read` finds once the answers have arrived and the view has rendered them. */
  async function shown<T>(read: () => T | null | undefined): Promise<T> {
    for (let i = 0; i < 250; i++) {
      const value = read()
      if (value) return value
      await act(() => new Promise((done) => setTimeout(done, 20)))
    }
    throw new Error('timed out waiting for the Swap view')
  }

  /** The Swap view, opened on PUSD -> ETH, with these token and price answers (the others valid). */
  async function renderSwap(tokens: unknown, prices: unknown): Promise<HTMLElement> {
    answerWith(undefined, undefined)
    answers.set('/v1/convert/tokens', JSON.stringify(tokens))
    answers.set('/v1/fungible/price', JSON.stringify(prices))
    globalThis.fetch = fakeDataApi as typeof fetch
    const portkit = swapPortkit()
    const view = { name: 'swap/Swap' as const, params: { fromToken: PUSD, toToken: ETH, amount: '30' } }
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root!.render(createElement(PluginViewHost, { portkit, view })))
    return container
  }

  const hostile = HOSTILE_TEXTS.filter((value) => value.trim() !== '')
  const logos = ['javascript:window.__fuzzInjected=1', 'data:text/html,<script>1</script>', ...hostile]

  it.each(hostile.map((value, i) => [value, logos[i % logos.length]!]))(
    'token names and symbols %j, logo %j: no element, link or image from the data',
    async (value, logo) => {
      const hostileTokens = {
        tokens: [
          { name: value, symbol: `${value}E`, address: ETH, decimals: 18, logoUri: logo },
          { name: value, symbol: value, address: PUSD, decimals: 18, logoUri: logo },
        ],
      }
      const hostilePrices = {
        fungibles: [
          { name: value, symbol: `${value}E`, iconUrl: logo, price: 3000 },
          { name: value, symbol: value, iconUrl: logo, price: 1 },
        ],
      }
      const container = await renderSwap(hostileTokens, hostilePrices)
      const minimum = await shown(() => container.querySelector('[data-testid="swap-minimum"]'))
      // Nothing the data says becomes an element, a link or an image.
      expect(container.querySelectorAll('[data-fuzz-markup], img[onerror], svg, script')).toHaveLength(0)
      for (const element of container.querySelectorAll('[src], [href]')) {
        const link = element.getAttribute('src') ?? element.getAttribute('href') ?? ''
        expect(link).not.toMatch(/^\s*(javascript|data):/i)
      }
      expect((window as { __fuzzInjected?: unknown }).__fuzzInjected).toBeUndefined()
      // The names and symbols are shown, as text.
      expect(minimum.textContent).toBe(`0.0099 ${value}E`)
      expect(container.querySelector('[data-testid="swap-balance"]')?.textContent).toBe(
        `Balance: 5000.000 ${value}`,
      )
      expect([...container.querySelectorAll('option')].map((option) => option.textContent)).toContain(value)
    },
  )

  it('a token listed with more decimals than a uint8 holds is not offered, and the view still renders', async () => {
    // Before, ETH was offered, and its amounts could not be written (formatUnits throws a RangeError on 2^53
    // decimals): every quote for it ended as 'Could not get a quote', the price impact threw when read.
    const tokens = structuredClone(VALID['/v1/convert/tokens']) as { tokens: { decimals: number }[] }
    tokens.tokens[0]!.decimals = 2 ** 53
    const container = await renderSwap(tokens, VALID['/v1/fungible/price'])
    await shown(() => container.querySelector('[data-testid="swap-balance"]'))
    // Past the debounce, when a quote would have arrived and been shown.
    await act(() => new Promise((done) => setTimeout(done, DEBOUNCE_MS + 200)))
    expect([...container.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select token',
      'PUSD',
      'Select token',
      'PUSD',
    ])
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Select token')
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })
})
