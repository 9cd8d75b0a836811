// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../../runtime/controllers/types.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { MOBILE_CONNECT_LABEL } from '../../../runtime/core/constants.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { ConnectingWalletConnectBasicView } from '../../../runtime/ui/views/connecting-wallet-connect-basic-view.tsx'
import { ConnectingWalletConnectView } from '../../../runtime/ui/views/connecting-wallet-connect-view.tsx'
import { viewTitle } from '../../../runtime/ui/view-title.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 2, the WalletConnect views as a visitor meets them: the Connect list entry, the QR view
 * and the per-wallet view with its deep links. The pairing connector is scripted; the real one runs in
 * the e2e suite.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const URI = `wc:${'5'.repeat(64)}@2?expiryTimestamp=1795264716&relay-protocol=irn&symKey=${'e'.repeat(64)}`
const rainbow: WalletEntry = {
  id: '1ae92b26',
  name: 'Rainbow',
  rdns: 'me.rainbow',
  mobile_link: 'rainbow://',
  desktop_link: 'rainbowdesktop://',
  webapp_link: 'https://web.rainbow.example',
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

async function setup(
  options: { mobile?: boolean; customWallets?: WalletEntry[]; catalogueApi?: string } = {},
) {
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
  const portkit = createPortkit({
    config: testConfig({
      connectors: ['injected', 'walletconnect'],
      customWallets: options.customWallets ?? [],
      services: options.catalogueApi ? { catalogueApi: options.catalogueApi } : {},
    }),
    adapters: [() => adapter],
    connectors: [() => source],
    storage: memoryStorage(),
  })
  portkit.environment.isMobile = () => options.mobile ?? false
  await portkit.start()
  return { portkit, pairings: () => pairs }
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
  throw new Error('timed out waiting for the view')
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')]
const link = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('a')].find((a) => a.textContent === text)

describe('spec 2: the WalletConnect entry of the Connect view', () => {
  it('comes first and opens ConnectingWalletConnectBasic', async () => {
    const { portkit } = await setup()
    const container = render(<ConnectView portkit={portkit} />)
    const names = buttons(container).map((b) => b.textContent)
    expect(names).toEqual(['WalletConnectQR code', 'Test WalletInstalled'])
    act(() => buttons(container)[0]!.click())
    expect(portkit.state.currentView.value).toEqual({ name: 'ConnectingWalletConnectBasic' })
    expect(viewTitle({ name: 'ConnectingWalletConnectBasic' })).toBe('WalletConnect')
  })

  it('lists custom wallets; one that is not installed opens ConnectingWalletConnect with it', async () => {
    const { portkit } = await setup({ customWallets: [rainbow] })
    const container = render(<ConnectView portkit={portkit} />)
    const entry = buttons(container).find((b) => b.textContent === 'Rainbow')!
    act(() => entry.click())
    expect(portkit.state.currentView.value).toEqual({ name: 'ConnectingWalletConnect', wallet: rainbow })
    expect(viewTitle({ name: 'ConnectingWalletConnect', wallet: rainbow })).toBe('Rainbow')
  })
})

describe('spec 2: ConnectingWalletConnectBasic', () => {
  it('shows the pairing URI as a QR code and as a link to copy', async () => {
    const { portkit } = await setup()
    const container = render(<ConnectingWalletConnectBasicView portkit={portkit} />)
    const qr = await waitFor(() => container.querySelector<HTMLImageElement>('img[data-value]'))
    expect(qr.alt).toBe('QR code to scan with a WalletConnect wallet')
    expect(qr.dataset.value).toBe(URI)
    expect(qr.src).toMatch(/^data:image\/svg\+xml/)
    expect(buttons(container).find((b) => b.textContent === 'Copy link')?.dataset.value).toBe(URI)
  })
})

describe('spec 2: ConnectingWalletConnect with a chosen wallet', () => {
  it("shows a catalogue wallet's image from the configured catalogue, never from elsewhere", async () => {
    const { portkit } = await setup({ catalogueApi: 'http://127.0.0.1:4100', mobile: true })
    const fromCatalogue = render(
      <ConnectingWalletConnectView portkit={portkit} wallet={{ ...rainbow, image_id: 'img-rainbow' }} />,
    )
    const image = await waitFor(() => fromCatalogue.querySelector<HTMLImageElement>('img[alt=""]'))
    expect(image.src).toMatch(
      /^http:\/\/127\.0\.0\.1:4100\/getWalletImage\/img-rainbow\?projectId=test-project/,
    )
    act(() => root?.unmount())
    const elsewhere = render(
      <ConnectingWalletConnectView
        portkit={portkit}
        wallet={{ ...rainbow, image_url: 'https://tracker.example/x.png' }}
      />,
    )
    expect(elsewhere.querySelector('img[alt=""]')).toBeNull()
  })

  it('on a phone: the app link is ready before the tap, and the mobile label opens the web app in a new tab', async () => {
    const { portkit, pairings } = await setup({ mobile: true })
    const container = render(<ConnectingWalletConnectView portkit={portkit} wallet={rainbow} />)
    expect(pairings()).toBe(1)
    const open = await waitFor(() => link(container, 'Open Rainbow'))
    expect(open.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`)
    expect(open.target).toBe('')

    // Tapping the link remembers where the visitor went.
    const stay = (event: Event) => event.preventDefault()
    document.addEventListener('click', stay, true)
    act(() => open.click())
    document.removeEventListener('click', stay, true)
    expect(portkit.state.walletConnect.wcLinking.value).toEqual({
      name: 'Rainbow',
      href: open.getAttribute('href'),
    })

    const tabs = buttons(container).filter((b) => b.getAttribute('role') === 'tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Mobile', 'Web app'])
    act(() => tabs[1]!.click())
    const web = await waitFor(() => link(container, MOBILE_CONNECT_LABEL))
    expect(MOBILE_CONNECT_LABEL).toBe('Open and continue in a new browser tab')
    expect(web.getAttribute('href')).toBe(`https://web.rainbow.example/wc?uri=${encodeURIComponent(URI)}`)
    expect([web.target, web.rel]).toEqual(['_blank', 'noopener noreferrer'])
  })

  it('on a computer: the QR code first, then the desktop app', async () => {
    const { portkit } = await setup({ mobile: false })
    const container = render(<ConnectingWalletConnectView portkit={portkit} wallet={rainbow} />)
    const qr = await waitFor(() => container.querySelector<HTMLImageElement>('img[data-value]'))
    expect(qr.alt).toBe('QR code to scan with Rainbow')
    const tabs = buttons(container).filter((b) => b.getAttribute('role') === 'tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['QR code', 'Desktop', 'Web app'])
    act(() => tabs[1]!.click())
    const desktop = await waitFor(() => link(container, 'Open Rainbow desktop app'))
    expect(desktop.getAttribute('href')).toBe(`rainbowdesktop://wc?uri=${encodeURIComponent(URI)}`)
  })

  it('a wallet with an unsafe link gets no link at all', async () => {
    const { portkit } = await setup({ mobile: true })
    const evil: WalletEntry = { id: 'evil', name: 'Evil', mobile_link: 'javascript:alert(1)//' }
    const container = render(<ConnectingWalletConnectView portkit={portkit} wallet={evil} />)
    const anchor = await waitFor(() => container.querySelector('a'))
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(anchor.hasAttribute('href')).toBe(false)
    expect(anchor.getAttribute('aria-disabled')).toBe('true')
  })
})
