// @vitest-environment happy-dom
import { listedSmartSession } from '../../fixtures/listed-smart-session.ts'
import fc from 'fast-check'
import { createElement } from 'react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import siwxPlugin from '../../../plugins/siwx/index.ts'
import { siwxOf, type SiwxController } from '../../../plugins/siwx/siwx-controller.ts'
import { createDefaultSiwx, SIWX_SESSIONS_KEY } from '../../../plugins/siwx/default-siwx.ts'
import smartSessionsPlugin from '../../../plugins/smart-sessions/index.ts'
import type {
  SmartSession,
  SmartSessionsController,
} from '../../../plugins/smart-sessions/smart-sessions-controller.ts'
import { SESSION_KEYS_STORAGE_PREFIX } from '../../../plugins/smart-sessions/constants.ts'
import { SMART_SESSIONS_STRINGS } from '../../../plugins/smart-sessions/strings.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import * as authGuards from '../../../runtime/services/api/auth-api.guards.gen.ts'
import { createAuthApiClient } from '../../../runtime/services/api/clients.ts'
import * as dataGuards from '../../../runtime/services/api/data-api.guards.gen.ts'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { checkSchema, formatProblem } from '../../../server/openapi/check-schema.ts'
import { loadContract, type ContractName, type JsonSchema } from '../../../server/openapi/load-contract.ts'
import { testConfig } from '../../support/config.ts'
import { SIWX_TEST_SETTINGS } from '../../fixtures/siwx-settings.ts'
import { itHolds, itHoldsAsync } from '../../support/fuzz-settings.ts'
import { recordingWallet } from '../../support/host-wallet.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import {
  anyResponseBody,
  HOSTILE_TEXTS,
  mutated,
  responseBody,
  responseSchema,
} from '../../support/openapi-arbitrary.ts'
import { fixedSource, scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

// Issue 30 for the smart-sessions and sign-in plugins: every answer of their services (openapi/data-api.yaml's
// /v1/sessions, openapi/auth-api.yaml's /v1/siwx), generated from the contract and then broken. The plugins
// read an answer through the guards generated from the contract: a refused answer takes the path a failed
// call takes (spec 8: 'Could not load the smart sessions…', 'Could not revoke the session…', 'Sign message
// failed'), never an uncaught error, never a half-made state: no sign-in the service did not answer in the
// contract's terms, no nonce outside the contract's pattern signed into a message, no revocation counted
// that the service did not confirm.
// happy-dom: the view renders here, and the sign-in plugin's default storage reads the page's location.

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PCI = `0x${'ab'.repeat(32)}` as const
const SIGNATURE = `0x${'11'.repeat(65)}`
const DATA_API = 'https://data.test'
const AUTH_API = 'https://auth.test'
// The controller hands the view its keys; the view shows their text in the active locale.
const LOAD_FAILED = { key: 'loadFailed' }
const REVOKE_FAILED = { key: 'revokeFailed' }
const GUARDS: Record<'data-api' | 'auth-api', Record<string, (value: unknown) => boolean>> = {
  'data-api': dataGuards,
  'auth-api': authGuards,
}

/** What each test answers, by operation; the one fetch below reads these at each call. */
const answers = {
  sessions: { pcis: [] } as unknown,
  revoke: { success: true } as unknown,
  nonce: undefined as unknown,
  signIn: undefined as unknown,
  siwxRevoke: { revoked: true } as unknown,
  /** Whether the sign-in answer carries the session that was posted (a service verifying what was signed). */
  echoSignIn: true,
  /** What the auth service last answered to a sign-in. */
  answeredSignIn: undefined as unknown,
}

function reply(body: unknown): Response {
  const text = JSON.stringify(body) ?? 'null'
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })
}

/** The services, in memory: no server per case (the API clients look globalThis.fetch up at each call). */
const serviceFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const method = input instanceof Request ? input.method : 'GET'
  const at = `${method} ${url.origin}${url.pathname.toLowerCase()}`
  const sessions = `${DATA_API}/v1/sessions/${ADDRESS.toLowerCase()}`
  if (at === `GET ${sessions}`) return reply(answers.sessions)
  if (at === `POST ${sessions}/revoke`) return reply(answers.revoke)
  if (at === `POST ${AUTH_API}/v1/siwx/nonce`) return reply(answers.nonce)
  if (at === `POST ${AUTH_API}/v1/siwx/sessions`) {
    const posted = JSON.parse(await (input as Request).text()) as { message: string; signature: string }
    answers.answeredSignIn = answers.echoSignIn ? withSignedSession(answers.signIn, posted) : answers.signIn
    return reply(answers.answeredSignIn)
  }
  if (/^POST https:\/\/auth\.test\/v1\/siwx\/sessions\/[^/]+\/revoke$/.test(at))
    return reply(answers.siwxRevoke)
  // Anything else (the chain's RPC, the balance...) is offline here.
  throw new TypeError('fetch failed')
}

/**
 * `body` with its session (when it has one) made the posted one: its message and signature, for the signing
 * account. Other fields stay as generated.
 */
function withSignedSession(body: unknown, posted: { message: string; signature: string }): unknown {
  const record = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!record(body) || !record(body.session) || !record(body.session.data)) return body
  const data = { ...body.session.data, accountAddress: ADDRESS, chainId: 'eip155:31337' }
  return { ...body, session: { ...body.session, ...posted, data } }
}

/** Rejections nobody handled while a property ran: each property ends with none. */
const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => void unhandled.push(reason)
let realFetch: typeof fetch
let realWarn: typeof console.warn
beforeAll(() => {
  realFetch = globalThis.fetch
  globalThis.fetch = serviceFetch
  // The sign-in flow warns once per failed attempt; thousands of cases would flood the output.
  realWarn = console.warn
  console.warn = () => undefined
  process.on('unhandledRejection', onUnhandled)
})
afterAll(() => {
  globalThis.fetch = realFetch
  console.warn = realWarn
  process.off('unhandledRejection', onUnhandled)
})

/** Lets rejections nobody awaits surface, then checks there were none. */
async function noUnhandledRejection(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(unhandled).toEqual([])
}

/** What the contract says of `value`, but for fields it does not name (a guard lets those by; nothing reads them). */
function contractProblems(contract: ContractName, schema: JsonSchema, value: unknown): string[] {
  return checkSchema(loadContract(contract), schema, value)
    .filter((problem) => problem.message !== 'is not allowed here')
    .map(formatProblem)
}
const followsContract = (contract: ContractName, method: string, path: string, body: unknown) =>
  contractProblems(contract, responseSchema(contract, method, path).schema, body).length === 0

const OPERATIONS = [
  ['data-api', 'get', '/v1/sessions/{address}'],
  ['data-api', 'post', '/v1/sessions/{address}/revoke'],
  ['auth-api', 'post', '/v1/siwx/nonce'],
  ['auth-api', 'post', '/v1/siwx/sessions'],
  ['auth-api', 'post', '/v1/siwx/sessions/{id}/revoke'],
] as const

describe('the guards the plugins read with agree with the contract (server/openapi/check-schema.ts)', () => {
  for (const [contract, method, path] of OPERATIONS) {
    const { schema } = responseSchema(contract, method, path)
    const name = String(schema.$ref).split('/').pop()!
    itHolds(
      `${method.toUpperCase()} ${path}: is${name} says yes exactly when the contract does`,
      fc.property(
        responseBody(contract, method, path),
        anyResponseBody(contract, method, path),
        (valid, any) => {
          expect(contractProblems(contract, schema, valid)).toEqual([])
          expect(GUARDS[contract][`is${name}`]!(valid)).toBe(true)
          expect(GUARDS[contract][`is${name}`]!(any)).toBe(followsContract(contract, method, path, any))
        },
      ),
    )
  }
})

// ---------------------------------------------------------------------------------------------------------
// Smart sessions

const evmAddress = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/)
const hexAmount = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map((value) => `0x${value.toString(16)}`)

/**
 * A listed session in the form the plugin reads inside the contract's open TypedData (the devnet's,
 * server/data-api/sessions.ts): one contract-call permission, its token-allowance policy. Generated bodies
 * of the contract alone carry empty `data` objects, which the plugin never lists.
 */
const readableSession = fc
  .record({
    base: fc.record({
      pci: fc.stringMatching(/^0x[0-9a-fA-F]{1,64}$/),
      project: fc.record(
        {
          id: fc.string({ maxLength: 12 }),
          name: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...HOSTILE_TEXTS)),
          url: fc.oneof(fc.webUrl(), fc.constantFrom(...HOSTILE_TEXTS)),
        },
        { requiredKeys: ['id', 'name'] },
      ),
      expiry: fc.integer({ min: 0, max: 4_000_000_000 }),
      createdAt: fc.integer({ min: 0, max: 4_000_000_000 }),
      revokedAt: fc.option(fc.integer({ min: 0, max: 4_000_000_000 }), { nil: undefined }),
    }),
    address: evmAddress,
    key: evmAddress,
    chainId: fc.constantFrom('eip155:31337', 'eip155:1', 'eip155:8453'),
    allowance: hexAmount,
    spent: hexAmount,
  })
  .map(({ base, address, key, chainId, allowance, spent }) => ({
    pci: base.pci,
    project: base.project,
    expiry: base.expiry,
    createdAt: base.createdAt,
    ...(base.revokedAt !== undefined ? { revokedAt: base.revokedAt } : {}),
    permissions: [
      {
        type: 'contract-call',
        data: { address, calls: [], signer: { type: 'key', data: { id: key } }, chainId },
      },
    ],
    policies: [{ type: 'token-allowance', data: { allowance, spent } }],
    context: base.pci,
  }))
const readableSessions = fc.array(readableSession, { maxLength: 3 }).map((pcis) => ({ pcis }))

/** Any answer of GET /v1/sessions/{address}: the contract's (valid or broken) and the devnet's form broken. */
const anySessionsAnswer = fc.oneof(
  anyResponseBody('data-api', 'get', '/v1/sessions/{address}'),
  readableSessions,
  mutated(readableSessions),
  // One session, one node broken: most breaks land on what the plugin reads.
  { arbitrary: mutated(readableSession.map((session) => ({ pcis: [session] }))), weight: 3 },
)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A session as the view and the host read it: every field of the plugin's type, in its form. */
function expectWellFormed(session: SmartSession, nowSeconds: number): void {
  expect(session.pci).toMatch(/^0x[0-9a-f]+$/)
  expect(session.caipNetworkId).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
  expect(session.target).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(session.key).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(typeof session.limit === 'bigint' && session.limit >= 0n).toBe(true)
  expect(typeof session.spent === 'bigint' && session.spent >= 0n).toBe(true)
  expect(Number.isInteger(session.expiry) && Number.isInteger(session.createdAt)).toBe(true)
  if (session.revokedAt !== undefined) expect(Number.isInteger(session.revokedAt)).toBe(true)
  const status =
    session.revokedAt !== undefined ? 'revoked' : session.expiry <= nowSeconds ? 'expired' : 'active'
  expect(session.status).toBe(status)
  expect(typeof session.usable).toBe('boolean')
  expect(typeof session.app.id === 'string' && typeof session.app.name === 'string').toBe(true)
  expect(Object.keys(session.app).every((key) => ['id', 'name', 'url'].includes(key))).toBe(true)
  if (session.app.url !== undefined) expect(new URL(session.app.url).protocol).toMatch(/^https?:$/)
}

interface SessionsHarness {
  portkit: Portkit
  controller: SmartSessionsController
  storage: ReturnType<typeof memoryStorage>
  keyStorage: string
}

async function sessionsHarness(): Promise<SessionsHarness> {
  const wallet = recordingWallet({ address: ADDRESS, chainId: 31337 })
  wallet.answers.wallet_getCapabilities = () => ({ '0x7a69': { permissions: { supported: true } } })
  wallet.answers.wallet_revokePermissions = () => SIGNATURE
  // The recording wallet keeps every method asked; a hundred thousand cases need it not to.
  wallet.methods = { push: () => 0 } as unknown as string[]
  const connector = testConnector('eip6963:test', { provider: wallet.provider })
  const storage = memoryStorage()
  const portkit = createPortkit({
    config: testConfig({ networks: [devnetAlpha], services: { dataApi: DATA_API } }),
    adapters: [eip155Adapter()],
    connectors: [() => fixedSource(connector)],
    plugins: [smartSessionsPlugin],
    storage,
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  const controller = portkit.feature('smart-sessions')
  const keyStorage = `${SESSION_KEYS_STORAGE_PREFIX}${ADDRESS.toLowerCase()}`
  return { portkit, controller, storage, keyStorage }
}

/** A listed session the revoke property starts from: active, its key held here. */
function listedActive() {
  return listedSmartSession(PCI, ADDRESS, {
    project: { id: 'https://shop.example', name: 'shop.example', url: 'https://shop.example/' },
    expiry: 4_000_000_000,
    createdAt: 1_700_000_000,
  })
}

describe('smart sessions: any answer of the data API leaves the controller in a valid state', () => {
  let harness: SessionsHarness
  beforeAll(async () => {
    harness = await sessionsHarness()
  })
  afterAll(() => harness?.portkit.stop())

  itHoldsAsync(
    'GET /v1/sessions/{address}: the list holds only well-formed sessions, each pci once; an answer without a list is the load error',
    fc.asyncProperty(anySessionsAnswer, async (body) => {
      const { controller } = harness
      controller.reset()
      answers.sessions = body
      const returned = await controller.refresh()
      const nowSeconds = Math.floor(Date.now() / 1000)
      const listed = controller.sessions.value
      expect(returned).toBe(listed)
      for (const session of listed) expectWellFormed(session, nowSeconds)
      expect(new Set(listed.map((session) => session.pci)).size).toBe(listed.length)
      expect(controller.loading.value).toBe(false)
      const envelope = isObject(body) && Array.isArray(body.pcis)
      expect(controller.loadError.value).toEqual(envelope ? undefined : LOAD_FAILED)
      if (!envelope) expect(listed).toEqual([])
      else expect(listed.length).toBeLessThanOrEqual((body.pcis as unknown[]).length)
    }),
  )

  itHoldsAsync(
    "GET /v1/sessions/{address}: a valid answer in the devnet's form lists every session it names",
    fc.asyncProperty(readableSessions, async (body) => {
      const { controller } = harness
      controller.reset()
      answers.sessions = body
      await controller.refresh()
      const unique = [...new Set(body.pcis.map((session) => session.pci.toLowerCase()))]
      expect(controller.sessions.value.map((session) => session.pci)).toEqual(unique)
      expect(controller.loadError.value).toBeUndefined()
    }),
  )

  itHoldsAsync(
    "POST /v1/sessions/{address}/revoke: only the contract's success: true ends a session; anything else is the revoke error, key kept",
    fc.asyncProperty(anyResponseBody('data-api', 'post', '/v1/sessions/{address}/revoke'), async (body) => {
      const { portkit, controller, storage, keyStorage } = harness
      controller.reset()
      portkit.notifications.close()
      answers.sessions = { pcis: [listedActive()] }
      await storage.set(keyStorage, [{ pci: PCI, privateKey: PCI, caipNetworkId: 'eip155:31337' }])
      await controller.refresh()
      answers.revoke = body
      const failure = await controller.revoke(PCI).then(
        () => undefined,
        (error: unknown) => error,
      )
      const confirmed =
        followsContract('data-api', 'post', '/v1/sessions/{address}/revoke', body) &&
        (body as { success: boolean }).success
      expect(controller.revoking.value).toBeUndefined()
      expect(controller.waiting.value).toBeUndefined()
      if (confirmed) {
        expect(failure).toBeUndefined()
        expect(controller.error.value).toBeUndefined()
        expect(await storage.get(keyStorage)).toEqual([])
        expect(portkit.notifications.notification.value).toMatchObject({
          open: true,
          message: 'Session revoked',
        })
      } else {
        expect(failure).toBeInstanceOf(Error)
        expect(controller.error.value).toEqual(REVOKE_FAILED)
        expect(await storage.get(keyStorage)).toHaveLength(1)
        expect(portkit.notifications.notification.value.open).toBe(false)
      }
    }),
  )

  it('left no rejection unhandled', noUnhandledRejection)
})

describe('smart sessions view: hostile texts in valid answers stay text', () => {
  /** Valid answers (the contract's, the devnet's form) whose every text is hostile, and one far-off expiry. */
  function hostileAnswer(text: string) {
    const session = listedActive()
    return {
      pcis: [
        {
          ...session,
          pci: `0x${'cd'.repeat(32)}`,
          project: { id: text, name: text, url: text, iconUrl: text },
          permissions: [...session.permissions, { type: text, data: { [text || 'x']: text, address: text } }],
          policies: [...session.policies, { type: text, data: { note: text } }],
        },
        // A uint64 expiry past what a Date holds: the contract's integer, the chain's own range.
        {
          ...session,
          pci: `0x${'ef'.repeat(32)}`,
          expiry: Number.MAX_SAFE_INTEGER + 2,
          project: { id: text, name: `${text}2` },
        },
        // Unreadable for the plugin (target and amounts are texts): left out of the list.
        {
          ...session,
          pci: `0x${'01'.repeat(32)}`,
          permissions: [{ type: 'contract-call', data: { address: text, signer: text, chainId: text } }],
          policies: [{ type: 'token-allowance', data: { allowance: text, spent: text } }],
        },
      ],
    }
  }

  it.each(HOSTILE_TEXTS.map((text) => [JSON.stringify(text), text]))(
    'renders %s from the answer as text only: no element, attribute or link from data',
    async (_label, text) => {
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
      const { portkit } = await sessionsHarness()
      answers.sessions = hostileAnswer(text)
      const container = document.createElement('div')
      document.body.append(container)
      const root = createRoot(container)
      try {
        act(() =>
          root.render(
            createElement(PluginViewHost, { portkit, view: { name: 'smart-sessions/SmartSessions' } }),
          ),
        )
        for (let i = 0; i < 100 && container.querySelectorAll('li.session').length < 2; i++)
          await act(() => new Promise((done) => setTimeout(done, 20)))
        const rows = [...container.querySelectorAll('li.session')]
        expect(rows).toHaveLength(2)
        expect(rows[0]!.querySelector('header span')!.textContent).toBe(text)
        expect(rows[1]!.textContent).toContain(SMART_SESSIONS_STRINGS.noExpiry)
        expect(container.querySelector('[role="alert"]')).toBeNull()
        expect(
          container.querySelectorAll('[data-fuzz-markup], img[onerror], svg[onload], script'),
        ).toHaveLength(0)
        for (const element of container.querySelectorAll('[src], [href]')) {
          const link = element.getAttribute('src') ?? element.getAttribute('href') ?? ''
          expect(link).not.toMatch(/^\s*(javascript|data):/i)
        }
        expect((globalThis as { __fuzzInjected?: unknown }).__fuzzInjected).toBeUndefined()
      } finally {
        act(() => root.unmount())
        container.remove()
        portkit.stop()
      }
    },
  )
})

// ---------------------------------------------------------------------------------------------------------
// Sign in with X

const authApi = createAuthApiClient({ baseUrl: AUTH_API, projectId: 'test-project', sdkVersion: 'test' })
const NONCE_PATH = '/v1/siwx/nonce'
const SIGN_IN_PATH = '/v1/siwx/sessions'
// 'Sign message failed', as the key the view translates.
const SIGN_IN_FAILED = { key: 'SIGN_MESSAGE_FAILED' }

interface SiwxHarness {
  portkit: Portkit
  siwx: SiwxController
  storage: ReturnType<typeof memoryStorage>
  /** The messages the wallet signed since the last `signed.length = 0`. */
  signed: string[]
}

async function siwxHarness(): Promise<SiwxHarness> {
  const { adapter, script } = scriptedAdapter()
  script.connect = async () => ({ address: ADDRESS, chainReference: '31337' })
  const signed: string[] = []
  adapter.signMessage = async (_wallet, { message }) => {
    signed.push(typeof message === 'string' ? message : '')
    return SIGNATURE as `0x${string}`
  }
  const connector = testConnector()
  const storage = memoryStorage()
  const portkit = createPortkit({
    config: testConfig({
      plugins: ['siwx'],
      services: { authApi: AUTH_API },
      siwx: SIWX_TEST_SETTINGS,
    }),
    adapters: [() => adapter],
    connectors: [() => fixedSource(connector)],
    // The plugin as shipped: its default storage and verifier, asking the auth service.
    plugins: [siwxPlugin],
    storage,
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  return { portkit, siwx: siwxOf(portkit), storage, signed }
}

/** A sign-in from a clean slate: no kept session, nothing signed yet. */
async function signInWith(
  harness: SiwxHarness,
  nonce: unknown,
  signIn: unknown,
  echoSignIn = true,
): Promise<void> {
  await harness.storage.remove(SIWX_SESSIONS_KEY)
  harness.siwx.sessions.value = []
  harness.signed.length = 0
  answers.nonce = nonce
  answers.signIn = signIn
  answers.echoSignIn = echoSignIn
  answers.answeredSignIn = undefined
  // signIn() shows its failure in `error` and the view; it never rejects.
  await harness.siwx.signIn()
  expect(harness.siwx.signing.value).toBe(false)
}

describe('sign in with X: any answer of the auth service leaves the sign-in in a valid state', () => {
  let harness: SiwxHarness
  beforeAll(async () => {
    harness = await siwxHarness()
  })
  afterAll(() => harness?.portkit.stop())

  itHoldsAsync(
    "POST /v1/siwx/nonce: only the contract's nonce is signed into a message; any other answer signs nothing and is 'Sign message failed'",
    fc.asyncProperty(
      anyResponseBody('auth-api', 'post', NONCE_PATH),
      responseBody('auth-api', 'post', SIGN_IN_PATH),
      async (nonce, signIn) => {
        await signInWith(harness, nonce, signIn)
        if (followsContract('auth-api', 'post', NONCE_PATH, nonce)) {
          const { nonce: issued } = nonce as { nonce: string }
          expect(harness.signed).toHaveLength(1)
          expect(harness.signed[0]!.split('\n')).toContain(`Nonce: ${issued}`)
          expect(harness.siwx.sessions.value).toHaveLength(1)
          expect(harness.siwx.error.value).toBeUndefined()
        } else {
          expect(harness.signed).toEqual([])
          expect(harness.siwx.sessions.value).toEqual([])
          expect(harness.siwx.error.value).toEqual(SIGN_IN_FAILED)
        }
        for (const message of harness.signed)
          for (const line of message.split('\n').filter((text) => text.startsWith('Nonce: ')))
            expect(line).toMatch(/^Nonce: [a-zA-Z0-9]{8,}$/)
      },
    ),
  )

  itHoldsAsync(
    "POST /v1/siwx/sessions: only the contract's session for what was signed signs in (kept with its id and token); any other answer keeps nothing and is 'Sign message failed'",
    fc.asyncProperty(
      responseBody('auth-api', 'post', NONCE_PATH),
      anyResponseBody('auth-api', 'post', SIGN_IN_PATH),
      fc.boolean(),
      async (nonce, signIn, echo) => {
        await signInWith(harness, nonce, signIn, echo)
        const kept = (await harness.storage.get<{ id?: unknown; token?: unknown }[]>(SIWX_SESSIONS_KEY)) ?? []
        const answered = answers.answeredSignIn
        // Without the echo the answer names another message (a generated one), so nobody is signed in.
        if (echo && followsContract('auth-api', 'post', SIGN_IN_PATH, answered)) {
          const { session, token } = answered as { session: { id: string }; token: string }
          expect(harness.siwx.sessions.value).toHaveLength(1)
          expect(harness.siwx.error.value).toBeUndefined()
          expect(kept).toHaveLength(1)
          expect(kept[0]).toMatchObject({ id: session.id, token })
          // What signing out revokes it with, at the service too (an empty id or token skips that).
          expect(kept[0]!.id).toMatch(/./u)
          expect(kept[0]!.token).toMatch(/./u)
        } else {
          expect(harness.siwx.sessions.value).toEqual([])
          expect(harness.siwx.error.value).toEqual(SIGN_IN_FAILED)
          expect(kept).toEqual([])
        }
      },
    ),
  )

  itHoldsAsync(
    'POST /v1/siwx/sessions/{id}/revoke: whatever the service answers, signing out forgets the sessions here and resolves',
    fc.asyncProperty(anyResponseBody('auth-api', 'post', '/v1/siwx/sessions/{id}/revoke'), async (body) => {
      const defaults = createDefaultSiwx({
        storage: harness.storage,
        authApi: async () => authApi,
        settings: { expiresIn: 3600, resources: [] },
        page: () => ({ host: 'shop.example', href: 'https://shop.example/' }),
      })
      const data = {
        accountAddress: ADDRESS,
        chainId: 'eip155:31337',
        nonce: 'abcdef0123456789',
        domain: 'shop.example',
        uri: 'https://shop.example/',
        version: '1',
      }
      await harness.storage.set(SIWX_SESSIONS_KEY, [
        { data, message: 'm', signature: SIGNATURE, id: 'a1', token: 't1' },
      ])
      answers.siwxRevoke = body
      await defaults.revokeSession('eip155:31337', ADDRESS)
      expect(await defaults.getSessions('eip155:31337', ADDRESS)).toEqual([])
    }),
  )

  it('left no rejection unhandled', noUnhandledRejection)
})
