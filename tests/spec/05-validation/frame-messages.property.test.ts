// @vitest-environment happy-dom
import { setImmediate as nextTurn } from 'node:timers/promises'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameTimeoutError } from '../../../runtime/connectors/auth/frame-client.ts'
import {
  APP_EVENTS,
  APP_PREFIX,
  FRAME_PREFIX,
  FRAME_READY,
  FRAME_REFUSED,
} from '../../../runtime/connectors/auth/frame-protocol.ts'
import { FRAME_READY_WAIT_MS, FRAME_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { FrameError } from '../../../runtime/core/errors.ts'
import { FRAME_CONFIG_ELEMENT_ID, ORIGIN_CHECK_PATH } from '../../../server/frame/app/frame-config.ts'
import { anyText, itHoldsAsync, shortText, thrown } from '../../support/fuzz-settings.ts'
import { TEST_FRAME_ORIGIN, testFrameClient, useStandInFrame } from '../../support/test-frame-client.ts'

/**
 * Property tests of the secure frame's messages (spec section 7, Frame; issue 30): every message the page
 * takes from the frame (runtime/connectors/auth/frame-client.ts) and every message the frame takes from
 * the page (server/frame/app/frame-main.ts), from the right window and origin or not, of any shape, huge,
 * for ids never sent or already answered. The rules: a message counts only from the other side's window
 * AND exact origin; posts go to that exact origin (never '*'); a request is settled once, by the reply
 * of its own type and id; nothing bad throws or changes state. Examples: tests/spec/07-calls/
 * secure-frame-client.test.ts.
 */

/** A function that records its calls. Not vi.fn: vitest keeps every spy it made, with its calls (huge texts
 * included), until the file ends, and 100000 cases of them (`npm run fuzz`) ran out of heap. */
type Recorder = ((...args: unknown[]) => void) & { calls: unknown[][] }

function recorder(): Recorder {
  const calls: unknown[][] = []
  return Object.assign((...args: unknown[]) => void calls.push(args), { calls })
}

type Listener = (event: MessageEvent) => void

/** Hands `data` to the real message listener as the browser would; what it throws (undefined: nothing). */
function deliver(listener: Listener, data: unknown, origin: string, source: unknown): unknown {
  return thrown(() => listener(new MessageEvent('message', { data, origin, source: source as Window })))
}

/** Any data a window can post: any value, any text (huge included). */
const anyData = fc.oneof(fc.anything(), anyText)

/** An error answer's payload: message and code of any type, either or both missing. */
const errorPayload = fc.record(
  {
    message: fc.oneof(anyText, fc.anything()),
    code: fc.oneof(fc.integer(), fc.constantFrom(4001, 4200, -32000, 1.5, Number.NaN), anyData),
  },
  { requiredKeys: [] },
)

/** The page's side: it talks to the frame at FRAME, through its iframe's window. */
const FRAME = TEST_FRAME_ORIGIN

/** Origins that are not FRAME, the near misses first. */
const notFrameOrigin = fc
  .oneof(
    fc.constantFrom(
      'http://127.0.0.1:4101',
      'https://127.0.0.1:4100',
      'http://localhost:4100',
      `${FRAME}/`,
      'HTTP://127.0.0.1:4100',
      'http://127.0.0.1:4100.evil.test',
      'null',
      '',
      '*',
    ),
    fc.webUrl(),
    anyText,
  )
  .filter((origin) => origin !== FRAME)

/** The connect requests spec 9 gives up on after FRAME_TIMEOUT_MS; the others wait for the visitor. */
const TIMED = new Set<string>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** Requests the page has open: any app event, any payload. */
const requests = fc.array(fc.record({ type: fc.constantFrom(...APP_EVENTS), payload: anyData }), {
  minLength: 1,
  maxLength: 4,
})
type Requests = { type: string; payload: unknown }[]

/**
 * A message from the frame's side, built once the ids are known: a reply to one of the open requests (by
 * index: later ones replay an id already answered), to an id never sent or of the wrong type; its type
 * the request's own or another, under the frame's prefix or not, with _SUCCESS, _ERROR or anything else;
 * a `type` that is no string; the frame's own READY and REFUSED; or any data at all.
 */
const frameMessage = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('reply' as const),
      target: fc.oneof(
        { weight: 4, arbitrary: fc.nat() },
        fc.record({ id: fc.oneof(fc.uuid(), anyText, fc.anything()) }),
      ),
      name: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, fc.constantFrom(...APP_EVENTS), shortText),
      prefix: fc.oneof(
        { weight: 6, arbitrary: fc.constant(FRAME_PREFIX) },
        fc.constantFrom(APP_PREFIX, '@portkit/frame', '@portkit/Frame/', ` ${FRAME_PREFIX}`, ''),
        shortText,
      ),
      suffix: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('_SUCCESS', '_ERROR') },
        fc.constantFrom('', '_success', '_SUCCESS ', 'SUCCESS', '_ERROR_SUCCESS', '_SUCCESS\u0000'),
        shortText,
      ),
      wrongType: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        fc.record({ value: fc.anything() }),
      ),
      payload: fc.option(fc.oneof(errorPayload, anyData), { freq: 8, nil: undefined }),
      extra: fc.dictionary(shortText, fc.anything(), { maxKeys: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      type: fc.constantFrom(FRAME_READY, FRAME_REFUSED),
      payload: fc.oneof(errorPayload, anyData),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), data: anyData }) },
)
type FrameMessageRecipe = typeof frameMessage extends fc.Arbitrary<infer T> ? T : never

function frameMessageData(recipe: FrameMessageRecipe, open: Requests, ids: readonly string[]): unknown {
  if (recipe.kind === 'raw') return recipe.data
  if (recipe.kind === 'event') return { type: recipe.type, payload: recipe.payload }
  const index = typeof recipe.target === 'number' ? recipe.target % open.length : 0
  const id = typeof recipe.target === 'number' ? ids[index] : recipe.target.id
  const type = recipe.wrongType
    ? recipe.wrongType.value
    : `${recipe.prefix}${recipe.name ?? open[index]!.type}${recipe.suffix}`
  return {
    ...recipe.extra,
    type,
    id,
    ...(recipe.payload === undefined ? {} : { payload: recipe.payload }),
  }
}

/** What a request came to, as its caller sees it. */
type Outcome =
  { state: 'pending' } | { state: 'resolved'; value: unknown } | { state: 'rejected'; error: unknown }
/** What it must come to: resolved with exactly that value, or rejected with a FrameError of that kind. */
type Expected =
  | { state: 'pending' }
  | { state: 'resolved'; value: unknown }
  | { state: 'rejected'; timeout: boolean; message: string; code?: number }

/** The spec's text for a frame error: its message, or 'An error occurred' without one (spec section 8). */
const frameErrorText = (text: unknown) =>
  typeof text === 'string' && text.length > 0 ? text : 'An error occurred'

function expectOutcomes(outcomes: Outcome[], expected: Expected[]): void {
  outcomes.forEach((outcome, index) => {
    const want = expected[index]!
    expect(outcome.state, `request ${index}`).toBe(want.state)
    if (outcome.state === 'resolved' && want.state === 'resolved')
      expect(Object.is(outcome.value, want.value), `request ${index}'s value`).toBe(true)
    if (outcome.state === 'rejected' && want.state === 'rejected') {
      const error = outcome.error as FrameError & { code?: unknown }
      expect(error).toBeInstanceOf(FrameError)
      expect(error instanceof FrameTimeoutError).toBe(want.timeout)
      expect(error.message).toBe(want.message)
      if (want.code === undefined) expect('code' in error).toBe(false)
      else expect(error.code).toBe(want.code)
    }
  })
}

describe('spec 7 (property): the page takes only its frame’s own replies', () => {
  let frameWindow: { postMessage: Recorder }

  beforeEach(() => {
    vi.useFakeTimers()
    useStandInFrame(() => frameWindow)
    vi.spyOn(window, 'addEventListener')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** A client with `open` requested; its message listener; what each request came to so far. */
  function openClient(open: Requests) {
    frameWindow = { postMessage: recorder() }
    // The spies' records of earlier cases go (the stand-in iframes they returned hold every frame window,
    // with what was posted to it: at 100000 cases the heap ran out).
    vi.clearAllMocks()
    const onRefused = recorder()
    const frame = testFrameClient({ onRefused })
    const request = frame.request as (type: string, payload?: unknown) => Promise<unknown>
    const outcomes: Outcome[] = open.map(() => ({ state: 'pending' }))
    let settledTwice = false
    open.forEach(({ type, payload }, index) => {
      const settle = (outcome: Outcome) => {
        if (outcomes[index]!.state !== 'pending') settledTwice = true
        outcomes[index] = outcome
      }
      request(type, payload).then(
        (value) => settle({ state: 'resolved', value }),
        (error: unknown) => settle({ state: 'rejected', error }),
      )
    })
    const listeners = vi
      .mocked(window.addEventListener)
      .mock.calls.filter(([type]) => type === 'message')
      .map(([, listener]) => listener as Listener)
    // The one listener this client added to the page's window.
    expect(listeners).toHaveLength(1)
    const listener = listeners[0]!
    const fromFrame = (data: unknown, from?: { origin: string; source: unknown }) =>
      expect(
        deliver(listener, data, from ? from.origin : FRAME, from ? from.source : frameWindow),
      ).toBeUndefined()
    const posted = () =>
      frameWindow.postMessage.calls.map(([message, origin]) => ({
        message: message as { type: string; id: string; payload: unknown },
        origin: origin as unknown,
      }))
    /** The frame says it is ready; the client waits FRAME_READY_WAIT_MS, then posts every request. */
    async function ready(): Promise<string[]> {
      fromFrame({ type: FRAME_READY })
      await vi.advanceTimersByTimeAsync(FRAME_READY_WAIT_MS)
      await nextTurn()
      const sent = posted()
      expect(sent.map(({ message }) => message.type)).toEqual(open.map(({ type }) => `${APP_PREFIX}${type}`))
      expect(sent.map(({ message }) => message.payload)).toEqual(open.map(({ payload }) => payload))
      const ids = sent.map(({ message }) => message.id)
      expect(new Set(ids).size).toBe(ids.length)
      return ids
    }
    return { frame, onRefused, outcomes, fromFrame, posted, ready, twice: () => settledTwice }
  }

  itHoldsAsync(
    'any message from the frame settles only a pending request, once, by its own reply; never throws',
    fc.asyncProperty(
      requests,
      fc.array(fc.oneof({ weight: 8, arbitrary: frameMessage }, fc.constant('time passes' as const)), {
        maxLength: 12,
      }),
      async (open, steps) => {
        const client = openClient(open)
        const ids = await client.ready()
        const expected: Expected[] = open.map(() => ({ state: 'pending' }))
        const refusals: string[] = []
        for (const step of steps) {
          if (step === 'time passes') {
            await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS)
            open.forEach(({ type }, index) => {
              if (expected[index]!.state === 'pending' && TIMED.has(type))
                expected[index] = { state: 'rejected', timeout: true, message: 'An error occurred' }
            })
          } else {
            const data = frameMessageData(step, open, ids)
            client.fromFrame(data)
            // The rule, written out: a reply settles the pending request of its id, and only with the
            // type that request's own success or error has.
            if (typeof data === 'object' && data !== null) {
              const { type, id, payload } = data as { type?: unknown; id?: unknown; payload?: unknown }
              const index = ids.findIndex((sent, at) => sent === id && expected[at]!.state === 'pending')
              if (index >= 0 && type === `${FRAME_PREFIX}${open[index]!.type}_SUCCESS`)
                expected[index] = { state: 'resolved', value: payload }
              if (index >= 0 && type === `${FRAME_PREFIX}${open[index]!.type}_ERROR`) {
                const { message, code } = Object(payload ?? {}) as { message?: unknown; code?: unknown }
                expected[index] = {
                  state: 'rejected',
                  timeout: false,
                  message: frameErrorText(message),
                  ...(Number.isInteger(code) ? { code: code as number } : {}),
                }
              }
              if (type === FRAME_REFUSED)
                refusals.push(frameErrorText((payload as { message?: unknown } | undefined)?.message))
            }
          }
          await nextTurn()
          expectOutcomes(client.outcomes, expected)
          expect(client.onRefused.calls).toEqual(refusals.map((text) => [text]))
          // Nothing is posted again (a second READY included), and only ever to the frame's exact origin.
          expect(client.posted().map(({ origin }) => origin)).toEqual(open.map(() => FRAME))
        }
        // Closing rejects what is still pending, with a frame error, and settles nothing twice.
        client.frame.destroy()
        await nextTurn()
        expectOutcomes(
          client.outcomes,
          expected.map((want) =>
            want.state === 'pending'
              ? { state: 'rejected', timeout: false, message: 'An error occurred' }
              : want,
          ),
        )
        expect(client.twice()).toBe(false)
        vi.clearAllTimers()
      },
    ),
  )

  /** Who else may post to the page: the page itself, another window, the last (removed) frame's, none. */
  const otherWindow = fc.constantFrom('page', 'other window', 'stale frame window', 'null', 'undefined')
  const notFromFrame = fc.oneof(
    fc.record({ origin: notFrameOrigin, source: fc.constant('frame' as const) }),
    fc.record({ origin: fc.constant(FRAME), source: otherWindow }),
    fc.record({ origin: notFrameOrigin, source: otherWindow }),
  )
  let staleFrameWindow: unknown = { postMessage: recorder() }

  itHoldsAsync(
    'any message from another origin or another window is ignored entirely, whatever its data',
    fc.asyncProperty(
      requests,
      fc.array(fc.record({ from: notFromFrame, message: frameMessage }), { maxLength: 6 }),
      fc.array(fc.record({ from: notFromFrame, message: frameMessage }), { maxLength: 8 }),
      async (open, beforeReady, afterReady) => {
        const client = openClient(open)
        const source = (name: string) =>
          ({
            frame: frameWindow,
            page: window,
            'other window': { postMessage: recorder() },
            'stale frame window': staleFrameWindow,
            null: null,
            undefined: undefined,
          })[name]
        // Before the frame is ready: a forged READY starts nothing, a forged REFUSED fails nothing.
        const guessed = open.map(() => crypto.randomUUID())
        for (const { from, message } of beforeReady)
          client.fromFrame(frameMessageData(message, open, guessed), {
            origin: from.origin,
            source: source(from.source),
          })
        await vi.advanceTimersByTimeAsync(FRAME_READY_WAIT_MS)
        await nextTurn()
        expect(client.posted()).toEqual([])
        // After it: replies with the real ids, the right types, READY, REFUSED: none counts.
        const ids = await client.ready()
        for (const { from, message } of afterReady)
          client.fromFrame(frameMessageData(message, open, ids), {
            origin: from.origin,
            source: source(from.source),
          })
        await vi.advanceTimersByTimeAsync(0)
        await nextTurn()
        expect(client.outcomes.map(({ state }) => state)).toEqual(open.map(() => 'pending'))
        expect(client.onRefused.calls).toEqual([])
        expect(client.posted()).toHaveLength(open.length)
        // And nothing changed: the frame's own replies still settle every request.
        const answers = open.map((_, index) => ({ answer: index }))
        open.forEach(({ type }, index) =>
          client.fromFrame({
            type: `${FRAME_PREFIX}${type}_SUCCESS`,
            id: ids[index],
            payload: answers[index],
          }),
        )
        await nextTurn()
        expectOutcomes(
          client.outcomes,
          answers.map((value) => ({ state: 'resolved', value })),
        )
        client.frame.destroy()
        staleFrameWindow = frameWindow
        vi.clearAllTimers()
      },
    ),
  )

  // The property's counterexample before the fix: any `<type>_SUCCESS` or `_ERROR` for a pending id settled
  // it, so a reply of another request's type (here none at all) did.
  it("a reply for a pending id but of another request's type does not settle it", async () => {
    const client = openClient([{ type: 'SWITCH_NETWORK', payload: {} }])
    const [id] = await client.ready()
    client.fromFrame({ type: `${FRAME_PREFIX}_SUCCESS`, id })
    client.fromFrame({ type: `${FRAME_PREFIX}SIGN_OUT_SUCCESS`, id, payload: {} })
    client.fromFrame({ type: `${FRAME_PREFIX}GET_CHAIN_ID_ERROR`, id, payload: { message: 'No' } })
    await nextTurn()
    expect(client.outcomes).toEqual([{ state: 'pending' }])
    client.fromFrame({ type: `${FRAME_PREFIX}SWITCH_NETWORK_SUCCESS`, id, payload: { chainId: 1 } })
    await nextTurn()
    expect(client.outcomes).toEqual([{ state: 'resolved', value: { chainId: 1 } }])
    client.frame.destroy()
  })
})

/** The frame's side: the page that embeds it is PAGE, in the window the frame reads as its parent. */
const PAGE = 'http://127.0.0.1:5173'
const AUTH = 'http://127.0.0.1:4200'
const CHAINS = [31337, 1]

/** Origins that are not PAGE, the near misses first. */
const notPageOrigin = fc
  .oneof(
    fc.constantFrom(
      'http://127.0.0.1:5174',
      'https://127.0.0.1:5173',
      'http://localhost:5173',
      `${PAGE}/`,
      'HTTP://127.0.0.1:5173',
      FRAME,
      'null',
      '',
      '*',
    ),
    fc.webUrl(),
    anyText,
  )
  .filter((origin) => origin !== PAGE)

/** Types the page may name: the frame's own events, names every object has, anything else. */
const appTypeName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...APP_EVENTS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
      '__defineGetter__',
      '__lookupGetter__',
      'READY',
      '',
    ),
  },
  { weight: 2, arbitrary: shortText },
  { weight: 1, arbitrary: anyText },
)

/** Request payloads with the fields the frame reads, right and wrong. */
const requestPayload = fc.record(
  {
    chainId: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...CHAINS) },
      fc.constantFrom(2, '1', '31337', '0x1', ' 1', '', true, [1], null, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      fc.anything(),
    ),
    themeMode: fc.oneof(fc.constantFrom('light', 'dark', 'system'), fc.anything()),
    email: fc.oneof(fc.emailAddress(), anyText),
    otp: fc.oneof(fc.stringMatching(/^\d{6}$/), anyText),
    provider: fc.oneof(fc.constantFrom('google', 'x', 'farcaster'), anyText),
    uri: fc.oneof(fc.webUrl(), anyText),
    method: fc.oneof(fc.constantFrom('eth_chainId', 'eth_accounts', 'personal_sign'), anyText),
    params: fc.anything(),
    type: fc.oneof(fc.constantFrom('eoa', 'smartAccount'), fc.anything()),
    metadata: fc.oneof(
      fc.record({ name: anyText, description: shortText, url: fc.webUrl(), icons: fc.array(fc.webUrl()) }),
      fc.anything(),
    ),
    projectId: fc.oneof(shortText, fc.anything()),
  },
  { requiredKeys: [] },
)

/**
 * What the page's window may post to the frame: a request of any type (ids repeating across a case, of
 * the wrong type, huge), a `type` that is no string or under another prefix, any payload; or any data.
 */
const pageMessage = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        prefix: fc.oneof(
          { weight: 8, arbitrary: fc.constant(APP_PREFIX) },
          fc.constantFrom(FRAME_PREFIX, '@portkit/app', '@Portkit/app/', ` ${APP_PREFIX}`, ''),
          shortText,
        ),
        name: appTypeName,
        id: fc.oneof(
          { weight: 8, arbitrary: fc.oneof(fc.constantFrom('1', '2'), fc.uuid(), anyText) },
          fc.anything(),
        ),
        wrongType: fc.oneof(
          { weight: 8, arbitrary: fc.constant(undefined) },
          fc.record({ value: fc.anything() }),
        ),
        payload: fc.option(fc.oneof(requestPayload, anyData), { freq: 8, nil: undefined }),
        extra: fc.dictionary(shortText, fc.anything(), { maxKeys: 2 }),
      })
      .map(({ prefix, name, id, wrongType, payload, extra }) => ({
        ...extra,
        type: wrongType ? wrongType.value : `${prefix}${name}`,
        id,
        ...(payload === undefined ? {} : { payload }),
      })),
  },
  { weight: 1, arbitrary: anyData },
)

/** Who posts: the embedding page from its origin, or anyone else (another origin, window or both). */
const otherThanParent = fc.constantFrom('frame itself', 'other window', 'null')
const sender = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ origin: PAGE, source: 'parent' }) },
  fc.record({ origin: notPageOrigin, source: fc.constant('parent') }),
  fc.record({ origin: fc.constant(PAGE), source: otherThanParent }),
  fc.record({ origin: notPageOrigin, source: otherThanParent }),
)

describe('spec 7 (property): the frame takes only its embedding page’s requests', () => {
  const parent = { postMessage: vi.fn() }
  let listener: Listener
  let config: HTMLElement

  beforeAll(async () => {
    // The frame's page as the frame server writes it, framed by PAGE (happy-dom has no ancestorOrigins:
    // the frame then reads the referrer).
    config = document.createElement('script')
    config.id = FRAME_CONFIG_ELEMENT_ID
    config.setAttribute('type', 'application/json')
    config.textContent = JSON.stringify({
      authUrl: AUTH,
      chains: CHAINS.map((chainId) => ({
        chainId,
        name: `Chain ${chainId}`,
        rpcUrl: `${AUTH}/rpc/${chainId}`,
      })),
    })
    document.body.appendChild(config)
    Object.defineProperty(window, 'parent', { value: parent, configurable: true })
    Object.defineProperty(document, 'referrer', { value: `${PAGE}/shop`, configurable: true })
    // Nobody signs in here: no IndexedDB (files sharing the worker may have installed fake-indexeddb), and
    // an auth service that allows PAGE and fails every other call, so the frame answers those with errors.
    vi.stubGlobal('indexedDB', undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith(`${AUTH}${ORIGIN_CHECK_PATH}?`)
          ? { ok: true, status: 200, json: async () => ({ allowed: true }) }
          : { ok: false, status: 503, json: async () => ({ reasons: [{ description: 'Auth is down' }] }) },
      ),
    )
    const add = vi.spyOn(window, 'addEventListener')
    await import('../../../server/frame/app/frame-main.ts')
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ type: FRAME_READY }, PAGE))
    listener = add.mock.calls.find(([type]) => type === 'message')![1] as Listener
    add.mockRestore()
  })
  afterAll(() => {
    window.removeEventListener('message', listener)
    vi.unstubAllGlobals()
    Reflect.deleteProperty(window, 'parent')
    Reflect.deleteProperty(document, 'referrer')
    config.remove()
  })

  type Reply = { type: string; id: string; payload: unknown }

  /** What the frame posted since `mark`, once `count` answers are in (or it stopped answering). */
  async function answersSince(mark: number, count: number): Promise<{ message: Reply; origin: unknown }[]> {
    for (let turn = 0; turn < 100 && parent.postMessage.mock.calls.length - mark < count; turn++)
      await nextTurn()
    await nextTurn()
    return parent.postMessage.mock.calls
      .slice(mark)
      .map(([message, origin]) => ({ message: message as Reply, origin: origin as unknown }))
  }

  async function chainId(): Promise<unknown> {
    const mark = parent.postMessage.mock.calls.length
    expect(
      deliver(listener, { type: `${APP_PREFIX}GET_CHAIN_ID`, id: 'chain?' }, PAGE, parent),
    ).toBeUndefined()
    const [answer] = await answersSince(mark, 1)
    expect(answer).toEqual({
      message: {
        type: `${FRAME_PREFIX}GET_CHAIN_ID_SUCCESS`,
        id: 'chain?',
        payload: { chainId: expect.anything() },
      },
      origin: PAGE,
    })
    return (answer!.message.payload as { chainId: unknown }).chainId
  }

  itHoldsAsync(
    'it answers each request of its parent once, to the exact origin, ignores the rest; never throws',
    fc.asyncProperty(
      fc.array(fc.record({ from: sender, data: pageMessage }), { maxLength: 8 }),
      async (messages) => {
        parent.postMessage.mockClear()
        let chain = await chainId()
        const mark = parent.postMessage.mock.calls.length
        const others: { postMessage: Recorder }[] = []
        const source = (name: string): unknown => {
          if (name === 'parent') return parent
          if (name === 'frame itself') return window
          if (name === 'null') return null
          const other = { postMessage: recorder() }
          others.push(other)
          return other
        }
        for (const { from, data } of messages)
          expect(deliver(listener, data, from.origin, source(from.source))).toBeUndefined()
        // The rule, written out: only the parent window from PAGE counts, and of what it posts only an app
        // event with a string type and a string id.
        const requests = messages.flatMap(({ from, data }) => {
          if (from.source !== 'parent' || from.origin !== PAGE) return []
          const { type, id } = Object(data ?? {}) as { type?: unknown; id?: unknown }
          if (typeof type !== 'string' || typeof id !== 'string' || !type.startsWith(APP_PREFIX)) return []
          return [{ name: type.slice(APP_PREFIX.length), id }]
        })
        const answers = await answersSince(mark, requests.length)
        expect(answers.map(({ origin }) => origin)).toEqual(answers.map(() => PAGE))
        expect(answers).toHaveLength(requests.length)
        for (const other of others) expect(other.postMessage.calls).toEqual([])
        // Each request gets its own answer: its id, its type's _SUCCESS or _ERROR (in the order posted, for
        // requests the frame answers at once, as SWITCH_NETWORK).
        const unanswered = answers.map(({ message }) => message)
        for (const { name, id } of requests) {
          const success = `${FRAME_PREFIX}${name}_SUCCESS`
          const error = `${FRAME_PREFIX}${name}_ERROR`
          const at = unanswered.findIndex(
            (answer) => answer.id === id && [success, error].includes(answer.type),
          )
          expect(at, `the answer to ${name} ${id}`).toBeGreaterThanOrEqual(0)
          const [answer] = unanswered.splice(at, 1) as [Reply]
          if (!(APP_EVENTS as readonly string[]).includes(name))
            expect(answer.payload).toEqual({ message: `${name} is not supported by this frame` })
          if (answer.type === error) {
            const { message, code, ...rest } = answer.payload as { message: unknown; code?: unknown }
            expect(typeof message).toBe('string')
            expect(code === undefined || Number.isInteger(code)).toBe(true)
            expect(rest).toEqual({})
          }
          // State follows the answers: a switch answered with success is the frame's network, else none.
          if (name === 'SWITCH_NETWORK' && answer.type === success) {
            chain = (answer.payload as { chainId: unknown }).chainId
            expect(CHAINS).toContain(chain)
          }
        }
        expect(await chainId()).toBe(chain)
      },
    ),
  )

  // The property's counterexample before the fix: the handler table is an object, so `constructor` (and
  // every name Object.prototype has) looked like a handler; the listener threw and nothing was answered.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'answers @portkit/app/%s as an event it does not serve, without throwing',
    async (name) => {
      const mark = parent.postMessage.mock.calls.length
      expect(deliver(listener, { type: `${APP_PREFIX}${name}`, id: '' }, PAGE, parent)).toBeUndefined()
      expect(await answersSince(mark, 1)).toEqual([
        {
          message: {
            type: `${FRAME_PREFIX}${name}_ERROR`,
            id: '',
            payload: { message: `${name} is not supported by this frame` },
          },
          origin: PAGE,
        },
      ])
    },
  )
})
