// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import namesPlugin from '../../../plugins/names/index.ts'
import identityFeature from '../../../runtime/features/identity/index.ts'
import { DEBOUNCE_MS } from '../../../runtime/core/constants.ts'
import { UserRejectedError } from '../../../runtime/core/errors.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { PluginAccountMenu } from '../../../runtime/ui/components/plugin-account-menu.tsx'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { useSignalValue } from '../../../runtime/ui/plugin-ui.ts'
import { viewTitle } from '../../../runtime/ui/view-title.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer, type Responder } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 4, Name registration, through the names plugin's views: RegisterAccountName (reached from
 * the Account view's menu, spec section 2) suggests after the debounce, then RegisterAccountNameSuccess
 * shows as pending while the wallet signs and the service registers, and is replaced by success; a
 * failure returns to RegisterAccountName with 'Error registering name {name}' or the service's first
 * reason (spec section 8). The data API is a real loopback server answering what the test scripts.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The first standard test key: a real signature that the test verifies as the service would.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const ALPHA_COIN_TYPE = (0x80000000 | 31337) >>> 0

let root: Root | undefined
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const close of closers.splice(0)) await close()
})

interface Setup {
  respond: Responder
  sign?: (message: string) => Promise<Hex>
}

async function setup({ respond, sign = (message) => signer.signMessage({ message }) }: Setup) {
  const server = await recordingServer(respond)
  closers.push(server.close)
  const { adapter } = scriptedAdapter()
  adapter.connect = () => Promise.resolve({ address: signer.address, chainReference: '31337' })
  const signed: string[] = []
  adapter.signMessage = async (_wallet, { message }) => {
    signed.push(String(message))
    return sign(String(message))
  }
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ plugins: ['names'], services: { dataApi: server.url } }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins: [identityFeature, namesPlugin],
    storage: memoryStorage(),
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  closers.push(async () => portkit.stop())
  portkit.modal.open()
  return { portkit, server, signed }
}

/** The modal body: the current plugin view, or the core view's name. */
function Body({ portkit }: { portkit: Awaited<ReturnType<typeof setup>>['portkit'] }) {
  const view = useSignalValue(portkit.state.currentView)
  if (!view.name.includes('/')) return <PluginAccountMenu portkit={portkit} />
  return <PluginViewHost key={JSON.stringify(view)} portkit={portkit} view={view} />
}

function render(portkit: Awaited<ReturnType<typeof setup>>['portkit']): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<Body portkit={portkit} />))
  return container
}

async function waitFor<T>(read: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = read()
    if (value) return value
    await act(() => new Promise((done) => setTimeout(done, 20)))
  }
  throw new Error('timed out waiting')
}

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === text)

/** Types into the name field as a visitor does (React listens to the native input event). */
function type(container: HTMLElement, text: string) {
  const input = container.querySelector('input')!
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setValue.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const suggestionsFor = (name: string, taken: string[] = []) => ({
  suggestions: [name, `${name.replace('.', '1.')}`].map((n) => ({ name: n, registered: taken.includes(n) })),
})

/** A profile service: suggestions for any name, registration answered by `register`. */
function service(register: Responder, taken: string[] = []): Responder {
  return (request, res) => {
    // The page (happy-dom) is on another origin than the service: CORS as the devnet answers it.
    res.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      res.setHeader('access-control-allow-headers', 'content-type')
      res.setHeader('access-control-allow-methods', 'GET, POST')
      return res.writeHead(204).end()
    }
    if (request.path === '/v1/supported-chains') return json(res, 200, { http: ['eip155:31337'], ws: [] })
    if (request.path.startsWith('/v1/profile/suggestions/')) {
      const label = decodeURIComponent(request.path.split('/').pop()!)
      return json(res, 200, suggestionsFor(`${label}.${request.query.zone}`, taken))
    }
    if (request.path === '/v1/identity/' + signer.address) return json(res, 200, { name: null, avatar: null })
    if (request.path === '/v1/profile/account' && request.method === 'POST') return register(request, res)
    return json(res, 404, { status: 'NOT_FOUND', reasons: [{ name: 'path', description: request.path }] })
  }
}

async function openRegisterView(portkit: Awaited<ReturnType<typeof setup>>['portkit']) {
  const container = render(portkit)
  act(() => button(container, 'Register account name')!.click())
  expect(portkit.state.currentView.value).toEqual({ name: 'names/RegisterAccountName' })
  await waitFor(() => container.querySelector('input'))
  return container
}

describe('spec 2: RegisterAccountName is reached from the Account view (account menu, EVM accounts)', () => {
  it('the menu entry opens the view with its title', async () => {
    const { portkit } = await setup({ respond: service(() => undefined) })
    await openRegisterView(portkit)
    expect(viewTitle(portkit.state.currentView.value, portkit)).toBe('Choose account name')
  })
})

describe('spec 5 and 7: the input is checked, then suggestions come after the debounce, in the fixed zone', () => {
  it('a short name shows the rule and asks nothing; a valid one asks once typing pauses', async () => {
    const { portkit, server } = await setup({ respond: service(() => undefined, ['alice.portkit.id']) })
    const container = await openRegisterView(portkit)
    type(container, 'ali')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Name must be at least 4 characters and use only letters, digits and hyphens',
    )
    expect(button(container, 'Register name')!.disabled).toBe(true)

    type(container, 'alic')
    type(container, 'ALICE')
    await act(() => new Promise((done) => setTimeout(done, DEBOUNCE_MS / 2)))
    expect(server.requests.filter((r) => r.method === 'GET' && r.path.includes('/suggestions/'))).toEqual([])
    const status = await waitFor(() => {
      const text = container.querySelector('[data-testid="name-availability"]')?.textContent
      return text?.includes('alice.portkit.id') && text
    })
    expect(status).toBe('alice.portkit.id: Registered')
    const asked = server.requests.filter((r) => r.method === 'GET' && r.path.includes('/suggestions/'))
    expect(asked.map((r) => [r.path, r.query.zone])).toEqual([
      ['/v1/profile/suggestions/alice', 'portkit.id'],
    ])
    // A taken name cannot be submitted; a free suggestion is offered instead and can be picked.
    expect(button(container, 'Register name')!.disabled).toBe(true)
    const suggestions = container.querySelector('ul[aria-label="Suggestions"]')!
    expect([...suggestions.querySelectorAll('.name')].map((n) => n.textContent)).toEqual([
      'alice1.portkit.id',
    ])
    act(() => suggestions.querySelector('button')!.click())
    expect(container.querySelector('input')!.value).toBe('alice1')
    await waitFor(() =>
      container.querySelector('[data-testid="name-availability"]')?.textContent?.endsWith('Available'),
    )
    expect(button(container, 'Register name')!.disabled).toBe(false)
  })
})

describe("spec 8: 'Error fetching name suggestions'", () => {
  for (const [what, answer] of [
    ['answers 500', (res: Parameters<Responder>[1]) => json(res, 500, { status: 'INTERNAL' })],
    ['answers without a suggestions list', (res: Parameters<Responder>[1]) => json(res, 200, { names: [] })],
  ] as const) {
    it(`the suggestions service ${what}: the alert, and no availability is claimed`, async () => {
      const working = service(() => undefined)
      const { portkit } = await setup({
        respond: (request, res) => {
          if (!request.path.startsWith('/v1/profile/suggestions/')) return working(request, res)
          res.setHeader('access-control-allow-origin', '*')
          return answer(res)
        },
      })
      const container = await openRegisterView(portkit)
      type(container, 'frank')
      const alert = await waitFor(() => container.querySelector('[role="alert"]'))
      expect(alert.textContent).toBe('Error fetching name suggestions')
      expect(container.querySelector('[data-testid="name-availability"]')?.textContent).toBe('')
    })
  }
})

describe('spec 4: RegisterAccountNameSuccess shows as pending, signs, registers, then is replaced by success', () => {
  it('signs the message with the chain coin type, POSTs it, and names the account without a reload', async () => {
    let release: () => void = () => undefined
    const answered = new Promise<void>((done) => (release = done))
    const { portkit, server, signed } = await setup({
      respond: service((_request, res) => void answered.then(() => json(res, 200, { success: true }))),
    })
    const container = await openRegisterView(portkit)
    type(container, 'Bobby')
    act(() => button(container, 'Register name')!.click())

    // Pending until the service answers.
    expect(portkit.state.currentView.value).toMatchObject({
      name: 'names/RegisterAccountNameSuccess',
      params: { name: 'bobby.portkit.id', status: 'pending' },
    })
    await waitFor(() => container.querySelector('[role="progressbar"]'))
    await waitFor(() => server.requests.some((r) => r.method === 'POST' && r.path === '/v1/profile/account'))
    // Still pending (the service has not answered): the view says what it registers. Waited for, as a busy
    // run has committed it a frame after the request.
    await waitFor(() => container.textContent?.includes('Registering bobby.portkit.id'))
    release()

    await waitFor(() => button(container, 'Back to account'))
    expect(portkit.state.views.value.map((v) => v.name)).toEqual([
      'Account',
      'names/RegisterAccountName',
      'names/RegisterAccountNameSuccess',
    ])
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'bobby.portkit.id is now your account name.',
    )

    const post = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/profile/account')!
    const body = JSON.parse(post.body) as {
      coin_type: number
      address: string
      message: string
      signature: Hex
    }
    expect(body.coin_type).toBe(ALPHA_COIN_TYPE)
    expect(body.address).toBe(signer.address)
    expect(signed).toEqual([body.message])
    expect(JSON.parse(body.message)).toMatchObject({ name: 'bobby.portkit.id', attributes: {} })
    expect(
      await verifyMessage({ address: signer.address, message: body.message, signature: body.signature }),
    ).toBe(true)
    // The account's name, at once (spec section 3, profileName) and for the next identity lookup.
    expect(portkit.account.profileName.value).toBe('bobby.portkit.id')
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBe('bobby.portkit.id')

    act(() => button(container, 'Back to account')!.click())
    expect(portkit.state.views.value.map((v) => v.name)).toEqual(['Account'])
  })
})

describe('a double click on Register registers once', () => {
  it('the second click, before the pending view shows, asks no second signature and sends no second POST', async () => {
    const { portkit, server, signed } = await setup({
      respond: service((_request, res) => json(res, 200, { success: true })),
    })
    const container = await openRegisterView(portkit)
    type(container, 'Bobby')
    const register = button(container, 'Register name')!
    // Both clicks land on the form as rendered: React has not committed the pending view in between.
    act(() => {
      register.click()
      register.click()
    })
    await waitFor(() => button(container, 'Back to account'))
    expect(signed).toHaveLength(1)
    expect(
      server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/profile/account'),
    ).toHaveLength(1)
  })
})

describe('spec 4 and 8: a failure returns to RegisterAccountName with the spec text', () => {
  it("prefers the service's first reason description (e.g. a name taken meanwhile)", async () => {
    const reason = 'The name carol.portkit.id is already registered to 0xabc'
    const { portkit } = await setup({
      respond: service((_request, res) =>
        json(res, 409, { status: 'CONFLICT', reasons: [{ name: 'body.message.name', description: reason }] }),
      ),
    })
    const container = await openRegisterView(portkit)
    type(container, 'carol')
    act(() => button(container, 'Register name')!.click())
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe(reason)
    expect(portkit.state.views.value).toEqual([
      { name: 'Account' },
      {
        name: 'names/RegisterAccountName',
        params: { label: 'carol', error: reason },
      },
    ])
    // The tried name is still there; typing clears the failure.
    expect(container.querySelector('input')!.value).toBe('carol')
    expect(portkit.account.profileName.value).toBeUndefined()
    type(container, 'carol2')
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })

  it("a declined signature is 'Error registering name {name}', and nothing is sent", async () => {
    const { portkit, server } = await setup({
      respond: service((_request, res) => json(res, 200, { success: true })),
      sign: () => Promise.reject(new UserRejectedError()),
    })
    const container = await openRegisterView(portkit)
    type(container, 'dave-1')
    act(() => button(container, 'Register name')!.click())
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Error registering name dave-1.portkit.id')
    expect(portkit.state.currentView.value.name).toBe('names/RegisterAccountName')
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/v1/profile/account')).toBe(false)
  })

  it("a refusal without reasons, or success: false, is 'Error registering name {name}'", async () => {
    for (const answer of [
      (res: Parameters<Responder>[1]) => json(res, 500),
      (res: Parameters<Responder>[1]) => json(res, 200, { success: false }),
    ]) {
      const { portkit } = await setup({ respond: service((_request, res) => answer(res)) })
      const container = await openRegisterView(portkit)
      type(container, 'erin')
      act(() => button(container, 'Register name')!.click())
      const alert = await waitFor(() => container.querySelector('[role="alert"]'))
      expect(alert.textContent).toBe('Error registering name erin.portkit.id')
      act(() => root?.unmount())
      root = undefined
    }
  })
})
