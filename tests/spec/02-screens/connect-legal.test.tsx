// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../../runtime/controllers/types.ts'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import catalogueFeature from '../../../runtime/features/catalogue/index.ts'
import { PluginViewHost } from '../../../runtime/ui/plugin-view-host.tsx'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { ConnectingWalletConnectBasicView } from '../../../runtime/ui/views/connecting-wallet-connect-basic-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 3, Options `termsConditionsUrl` and `privacyPolicyUrl`, and section 1, `legalCheckbox`
 * (default off), as the Connect view shows them: a footer line linking the host's pages, or a checkbox that
 * every way to connect waits for. The tick lasts as long as the page and is never stored.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const TERMS = 'https://shop.example/terms'
const PRIVACY = 'https://shop.example/privacy'
const URI = `wc:${'5'.repeat(64)}@2?expiryTimestamp=1795264716&relay-protocol=irn&symKey=${'e'.repeat(64)}`

let root: Root | undefined
const closers: (() => Promise<void> | void)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  // Requests a view started (the catalogue, its images) finish before their server goes.
  await new Promise((done) => setTimeout(done, 50))
  for (const close of closers.splice(0).reverse()) await close()
})

async function setup(overrides: Partial<ResolvedConfig> = {}, storage = memoryStorage()) {
  const { adapter } = scriptedAdapter()
  let pairs = 0
  const walletConnect: Connector = testConnector('walletConnect', {
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    pairing: {
      pair: (onUri) => {
        pairs++
        onUri(URI)
        return new Promise(() => undefined)
      },
    },
  })
  const installed = testConnector()
  const source = fixedSource(installed, walletConnect)
  // The All Wallets entry needs a catalogue; nothing is asked of it before that view opens.
  const catalogue = await recordingServer((_request, res) => {
    res.setHeader('access-control-allow-origin', '*')
    json(res, 200, {
      count: 1,
      data: [
        {
          id: 'w1',
          name: 'Wallet One',
          rdns: null,
          image_id: 'img1',
          chains: ['eip155:31337'],
          mobile_link: 'one://',
          desktop_link: null,
          webapp_link: null,
        },
      ],
    })
  })
  closers.push(catalogue.close)
  const portkit = createPortkit({
    config: testConfig({
      connectors: ['injected', 'walletconnect'],
      customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mine://' }],
      services: { catalogueApi: catalogue.url },
      ...overrides,
    }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins: [catalogueFeature],
    storage,
  })
  await portkit.start()
  closers.push(() => portkit.stop())
  return { portkit, storage, catalogue, pairings: () => pairs }
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

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLButtonElement>('button.row')]
const rowNamed = (container: HTMLElement, name: string) =>
  rows(container).find((row) => row.querySelector('.name')?.textContent === name)!
const links = (element: Element) =>
  [...element.querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    target: a.getAttribute('target'),
    rel: a.getAttribute('rel'),
  }))
const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim()

describe('spec 3: termsConditionsUrl and privacyPolicyUrl link the host’s pages under the ways to connect', () => {
  it('with both: "By connecting your wallet, you agree to our Terms of Service and Privacy Policy"', async () => {
    const { portkit } = await setup({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY })
    const container = render(<ConnectView portkit={portkit} />)
    const footer = container.querySelector('p.legal')!
    expect(text(footer)).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    // Each opens the host's page in a new tab, which gets no handle on the page and no referrer.
    expect(links(footer)).toEqual([
      { text: 'Terms of Service', href: TERMS, target: '_blank', rel: 'noopener noreferrer' },
      { text: 'Privacy Policy', href: PRIVACY, target: '_blank', rel: 'noopener noreferrer' },
    ])
    // The footer follows the list; no checkbox without legalCheckbox, and every row is enabled.
    expect(container.querySelector('ul.list')!.compareDocumentPosition(footer)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(container.querySelector('input[type="checkbox"]')).toBeNull()
    expect(rows(container).every((row) => !row.disabled)).toBe(true)
  })

  it.each([
    [{ termsConditionsUrl: TERMS }, 'Terms of Service', TERMS],
    [{ privacyPolicyUrl: PRIVACY }, 'Privacy Policy', PRIVACY],
  ])('with only one (%j) it links that one', async (overrides, name, href) => {
    const { portkit } = await setup(overrides)
    const container = render(<ConnectView portkit={portkit} />)
    const footer = container.querySelector('p.legal')!
    expect(text(footer)).toBe(`By connecting your wallet, you agree to our ${name}`)
    expect(links(footer).map((link) => [link.text, link.href])).toEqual([[name, href]])
  })

  it('with neither, no footer', async () => {
    const { portkit } = await setup()
    const container = render(<ConnectView portkit={portkit} />)
    expect(container.querySelector('p.legal')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
  })

  it('refuses a javascript: or data: URL even in a config that skipped the generator', async () => {
    const { portkit } = await setup({
      termsConditionsUrl: 'javascript:alert(1)',
      privacyPolicyUrl: 'data:text/html,<script>alert(1)</script>',
    })
    const container = render(<ConnectView portkit={portkit} />)
    expect(container.querySelector('a')).toBeNull()
    expect(container.querySelector('p.legal')).toBeNull()

    const { portkit: mixed } = await setup({
      termsConditionsUrl: ' JavaScript:alert(1)',
      privacyPolicyUrl: PRIVACY,
    })
    act(() => root!.render(<ConnectView portkit={mixed} />))
    expect(links(container).map((link) => link.href)).toEqual([PRIVACY])
  })
})

describe('spec 1: features.legalCheckbox holds every way to connect until the visitor agrees', () => {
  const legal = { termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY }

  it('shows a labelled checkbox instead of the footer, first in focus, and disables every row', async () => {
    const { portkit } = await setup({ ...legal, features: { ...testConfig().features, legalCheckbox: true } })
    const container = render(<ConnectView portkit={portkit} />)
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    const label = checkbox.closest('label')!
    expect(text(label)).toBe('I agree to the Terms of Service and Privacy Policy')
    expect(links(label).map((link) => [link.text, link.href, link.target, link.rel])).toEqual([
      ['Terms of Service', TERMS, '_blank', 'noopener noreferrer'],
      ['Privacy Policy', PRIVACY, '_blank', 'noopener noreferrer'],
    ])
    expect(checkbox.checked).toBe(false)
    expect(container.querySelector('p.legal')).toBeNull()
    // The checkbox comes before the list, and takes the view's first focus (a disabled row cannot).
    expect(checkbox.compareDocumentPosition(container.querySelector('ul.list')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(container.querySelector('[data-autofocus]')).toBe(checkbox)

    // WalletConnect, the installed wallet, the custom wallet and All Wallets: all there, all disabled.
    expect(rows(container).map((row) => [row.querySelector('.name')?.textContent, row.disabled])).toEqual([
      ['WalletConnect', true],
      ['Test Wallet', true],
      ['My Wallet', true],
      ['All Wallets', true],
    ])
    rowNamed(container, 'Test Wallet').click()
    rowNamed(container, 'WalletConnect').click()
    rowNamed(container, 'All Wallets').click()
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(portkit.state.views.value).toEqual([{ name: 'Connect' }])
    expect(portkit.state.chains.value.eip155?.connectorId).toBeUndefined()
  })

  it('ticking it enables every row, and the installed wallet connects', async () => {
    const { portkit } = await setup({ ...legal, features: { ...testConfig().features, legalCheckbox: true } })
    const container = render(<ConnectView portkit={portkit} />)
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    act(() => checkbox.click())
    expect(checkbox.checked).toBe(true)
    expect(rows(container).every((row) => !row.disabled)).toBe(true)
    // With the rows enabled, the first row takes the focus again.
    expect(container.querySelector('[data-autofocus]')).toBe(rowNamed(container, 'WalletConnect'))

    await act(async () => rowNamed(container, 'Test Wallet').click())
    await waitFor(() => portkit.state.chains.value.eip155?.connectorId)
    expect(portkit.state.chains.value.eip155?.connectorId).toBe('eip6963:dev.portkit.testwallet')
  })

  it('unticking disables them again', async () => {
    const { portkit } = await setup({ ...legal, features: { ...testConfig().features, legalCheckbox: true } })
    const container = render(<ConnectView portkit={portkit} />)
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    act(() => checkbox.click())
    act(() => checkbox.click())
    expect(rows(container).every((row) => row.disabled)).toBe(true)
  })

  it('following a link in the label does not tick the box', async () => {
    const { portkit } = await setup({ ...legal, features: { ...testConfig().features, legalCheckbox: true } })
    const container = render(<ConnectView portkit={portkit} />)
    const link = container.querySelector<HTMLAnchorElement>('label a')!
    // The test page must not navigate: the click's default is stopped after the label had its say.
    link.addEventListener('click', (event) => event.preventDefault())
    act(() => link.click())
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false)
  })

  it('keeps the tick while the page lives (the modal closed and reopened), asks again after a reload, stores nothing', async () => {
    const storage = memoryStorage()
    const features = { ...testConfig().features, legalCheckbox: true }
    const { portkit } = await setup({ ...legal, features }, storage)
    const container = render(<ConnectView portkit={portkit} />)
    act(() => container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click())
    const storedBefore = [...storage.data.keys()]

    // Closing unmounts the view; opening again renders a new one.
    act(() => root!.unmount())
    root = createRoot(container)
    act(() => root!.render(<ConnectView portkit={portkit} />))
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true)
    expect(rows(container).every((row) => !row.disabled)).toBe(true)
    expect([...storage.data.keys()]).toEqual(storedBefore)
    expect(JSON.stringify([...storage.data.values()])).not.toMatch(/legal|agree|terms/i)

    // A reload is a new instance over the same storage: unticked.
    const { portkit: reloaded } = await setup({ ...legal, features }, storage)
    act(() => root!.render(<ConnectView portkit={reloaded} />))
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false)
    expect(rows(container).every((row) => row.disabled)).toBe(true)
  })

  it('without a link to agree to (a config that skipped the generator) asks nothing and holds nothing back', async () => {
    const { portkit } = await setup({ features: { ...testConfig().features, legalCheckbox: true } })
    const container = render(<ConnectView portkit={portkit} />)
    expect(container.querySelector('input[type="checkbox"]')).toBeNull()
    expect(rows(container).every((row) => !row.disabled)).toBe(true)
  })

  it('the WalletConnect QR view opened directly (no chain adapters) asks first and pairs only after the tick', async () => {
    const { portkit, pairings } = await setup({
      ...legal,
      features: { ...testConfig().features, legalCheckbox: true },
    })
    const container = render(<ConnectingWalletConnectBasicView portkit={portkit} />)
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    expect(text(checkbox.closest('label'))).toBe('I agree to the Terms of Service and Privacy Policy')
    expect(container.querySelector('img')).toBeNull()
    expect(pairings()).toBe(0)

    act(() => checkbox.click())
    await waitFor(() => container.querySelector('img[alt="QR code to scan with a WalletConnect wallet"]'))
    expect(pairings()).toBe(1)
    // Still there, ticked: it does not vanish under the pointer.
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true)
  })

  it('All Wallets opened directly (a phone with no chain adapters) asks first; its rows wait for the tick', async () => {
    const { portkit } = await setup({ ...legal, features: { ...testConfig().features, legalCheckbox: true } })
    // happy-dom lays nothing out: the list's scroller gets the size its CSS gives it in a browser.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
    const container = render(<PluginViewHost portkit={portkit} view={{ name: 'AllWallets' }} />)
    const wallet = await waitFor(() => rows(container).find((row) => row.textContent?.includes('Wallet One')))
    expect(wallet.disabled).toBe(true)
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    act(() => checkbox.click())
    expect(wallet.disabled).toBe(false)
  })

  it('a view reached after the tick does not ask again', async () => {
    const { portkit } = await setup({ ...legal, features: { ...testConfig().features, legalCheckbox: true } })
    portkit.legal.setAccepted(true)
    const container = render(<ConnectingWalletConnectBasicView portkit={portkit} />)
    await waitFor(() => container.querySelector('img[alt="QR code to scan with a WalletConnect wallet"]'))
    expect(container.querySelector('input[type="checkbox"]')).toBeNull()
  })
})

describe('issue 16: each legal sentence is one translated message, its links where the locale puts them', () => {
  const legal = { termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY }
  const withCheckbox = { ...legal, features: { ...testConfig().features, legalCheckbox: true } }

  it('German: the checkbox sentence has its own word order and the links in it', async () => {
    const { portkit } = await setup(withCheckbox)
    await portkit.i18n.setLocale('de')
    const container = render(<ConnectView portkit={portkit} />)
    const label = container.querySelector('input[type="checkbox"]')!.closest('label')!
    expect(text(label)).toBe('Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu')
    expect(links(label).map((link) => [link.text, link.href])).toEqual([
      ['Nutzungsbedingungen', TERMS],
      ['Datenschutzerklärung', PRIVACY],
    ])
  })

  it('Japanese: the verb comes after both links', async () => {
    const { portkit } = await setup(legal)
    await portkit.i18n.setLocale('ja')
    const container = render(<ConnectView portkit={portkit} />)
    const footer = container.querySelector('p.legal')!
    expect(text(footer)).toBe(
      'ウォレットを接続すると、利用規約とプライバシーポリシーに同意したことになります',
    )
    expect(footer.lastChild?.textContent).toBe('に同意したことになります')
  })

  it('German with only the privacy policy: its own variant (der, not den)', async () => {
    const { portkit } = await setup({ privacyPolicyUrl: PRIVACY })
    await portkit.i18n.setLocale('de')
    const container = render(<ConnectView portkit={portkit} />)
    const footer = container.querySelector('p.legal')!
    expect(text(footer)).toBe('Mit dem Verbinden deiner Wallet stimmst du unserer Datenschutzerklärung zu')
    expect(links(footer).map((link) => link.href)).toEqual([PRIVACY])
  })
})
