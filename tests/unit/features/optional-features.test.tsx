// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import historyFeature from '../../../runtime/features/history/index.ts'
import type { AnyPortkitPlugin } from '../../../runtime/plugins/types.ts'
import { AccountView } from '../../../runtime/ui/views/account-view.tsx'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { testConfig } from '../../support/config.ts'
import { FEATURES } from '../../support/features.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// Issue 9: the core runs without send, tokens, history, identity and the catalogue. A connect-only
// Account view shows the address, balance, network and Disconnect; the Connect view lists the wallets.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  // Requests the views started finish before their server goes (newest closer first: instance, server).
  await new Promise((done) => setTimeout(done, 50))
  for (const close of closers.splice(0).reverse()) await close()
})

/** One server for the data and catalogue APIs: a name for every address, empty lists otherwise. */
async function services() {
  const server = await recordingServer((request, res) => {
    // happy-dom's fetch applies CORS: the page is on another origin.
    res.setHeader('access-control-allow-origin', '*')
    if (request.path.startsWith('/v1/identity/'))
      return json(res, 200, { name: 'alice.portkit', avatar: null })
    if (request.path === '/getWallets') return json(res, 200, { data: [], count: 0 })
    json(res, 200, {})
  })
  closers.push(server.close)
  return server
}

async function connected(
  plugins: AnyPortkitPlugin[],
  url: string,
  services: Record<string, string> = { dataApi: url, catalogueApi: url },
) {
  const { adapter } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ services }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins,
    storage: memoryStorage(),
  })
  await portkit.start()
  closers.push(async () => portkit.stop())
  return { portkit, connector }
}

function render(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(element))
  return container
}

async function waitFor<T>(read: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read()
    if (value) return value
    await act(() => new Promise((done) => setTimeout(done, 20)))
  }
  throw new Error('timed out')
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 20)))
const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((element) => element.textContent)

describe('a connect-only config', () => {
  it('shows an Account view without tabs, wallet features or a name, and looks no name up', async () => {
    const server = await services()
    const { portkit, connector } = await connected([], server.url)
    await portkit.connection.connect(connector)
    await settle()
    const container = render(<AccountView portkit={portkit} />)
    await settle()
    expect(container.querySelector('[role="tablist"]')).toBeNull()
    expect(container.querySelector('nav[aria-label="Wallet features"]')).toBeNull()
    expect(texts(container, 'button.row .name')).toEqual(['Portkit Devnet Alpha', 'Disconnect'])
    expect(container.querySelector('[data-testid="account-view-name"]')).toBeNull()
    expect(
      server.requests.map((request) => request.path).filter((path) => path.includes('identity')),
    ).toEqual([])
  })

  it('lists the wallets in the Connect view without an All Wallets entry', async () => {
    const server = await services()
    const { portkit } = await connected([], server.url)
    const container = render(<ConnectView portkit={portkit} />)
    expect(texts(container, '.row .name')).toEqual(['Test Wallet'])
  })
})

describe('with the built-in features', () => {
  it('shows Tokens, NFTs and Activity, the Send entry and the name in the Account view', async () => {
    const server = await services()
    const { portkit, connector } = await connected(FEATURES, server.url)
    await portkit.connection.connect(connector)
    await settle()
    const container = render(<AccountView portkit={portkit} />)
    await settle()
    expect(texts(container, '[role="tab"]')).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(texts(container, 'nav[aria-label="Wallet features"] .name')).toEqual(['Send'])
    const name = await waitFor(() => container.querySelector('[data-testid="account-view-name"]'))
    expect(name.textContent).toBe('alice.portkit')
  })

  it('leaves Activity and NFTs out without a data API, rather than showing an empty history or list', async () => {
    const server = await services()
    const { portkit, connector } = await connected(FEATURES, server.url, { catalogueApi: server.url })
    await portkit.connection.connect(connector)
    await settle()
    const container = render(<AccountView portkit={portkit} />)
    await settle()
    expect(texts(container, '[role="tab"]')).toEqual(['Tokens'])
  })

  it('shows only the tabs of the features present, the first one selected', async () => {
    const server = await services()
    const { portkit, connector } = await connected([historyFeature], server.url)
    await portkit.connection.connect(connector)
    const container = render(<AccountView portkit={portkit} />)
    await settle()
    expect(portkit.account.currentTab.value).toBe('Tokens')
    expect(texts(container, '[role="tab"][aria-selected="true"]')).toEqual(['Activity'])
  })

  it('ends the Connect list with All Wallets, which opens the catalogue and starts loading it', async () => {
    const server = await services()
    const { portkit } = await connected(FEATURES, server.url)
    const container = render(<ConnectView portkit={portkit} />)
    expect(texts(container, '.row .name')).toEqual(['Test Wallet', 'All Wallets'])
    const allWallets = [...container.querySelectorAll<HTMLButtonElement>('button.row')].at(-1)!
    await act(async () => allWallets.click())
    expect(portkit.state.currentView.value).toEqual({ name: 'AllWallets' })
    // The request goes out once the service's client code (a small lazy chunk, fetched with the view's code
    // while the entry shows) is in.
    await vi.waitFor(async () => {
      await settle()
      expect(server.requests.some((request) => request.path === '/getWallets')).toBe(true)
    })
  })
})
