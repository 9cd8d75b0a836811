// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector, ConnectorSource } from '../../../runtime/controllers/types.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec section 2, connector group order (walletConnect, recent, injected, ...) and section 4, Recent
 * wallets: the Connect view lists the wallets connected lately right after WalletConnect, each with its
 * Recent badge, and choosing one goes on as a wallet chosen from the catalogue.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const METAMASK: WalletEntry = { id: 'metamask', name: 'MetaMask', mobile_link: 'metamask://' }
const RAINBOW: WalletEntry = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' }

let root: Root | undefined
const stops: (() => void)[] = []
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const stop of stops.splice(0)) stop()
})

async function setup({
  recent,
  connectors,
  customWallets = [],
}: {
  recent: WalletEntry[]
  connectors: Connector[]
  customWallets?: WalletEntry[]
}) {
  const storage = memoryStorage()
  await storage.set(STORAGE_KEYS.recentWallets, recent)
  const source: ConnectorSource = {
    kind: 'test',
    watch: (onChange) => (onChange(connectors), () => undefined),
  }
  const portkit = createPortkit({
    config: testConfig({ connectors: ['injected', 'walletconnect'], customWallets }),
    adapters: [() => scriptedAdapter().adapter],
    connectors: [() => source],
    storage,
  })
  await portkit.start()
  await portkit.recentWallets.load()
  stops.push(() => void portkit.stop())
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<ConnectView portkit={portkit} />))
  return { portkit, container }
}

const walletConnect = testConnector('walletConnect', {
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  pairing: { pair: () => new Promise(() => undefined) },
})
const installed = testConnector()
/** Each row's accessible text: its name and its badge. */
const rowTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('button.row')].map((row) =>
    [...row.querySelectorAll('.name, .tag')].map((part) => part.textContent).join(' '),
  )

describe('spec 2 and 4: recent wallets in the Connect view', () => {
  it('come right after WalletConnect, newest first, each with its Recent badge', async () => {
    const { container } = await setup({ recent: [RAINBOW, METAMASK], connectors: [installed, walletConnect] })
    expect(rowTexts(container)).toEqual([
      'WalletConnect QR code',
      'Rainbow Recent',
      'MetaMask Recent',
      'Test Wallet Installed',
    ])
  })

  it('choosing one opens its WalletConnect view, as from All Wallets', async () => {
    const { portkit, container } = await setup({ recent: [METAMASK], connectors: [installed, walletConnect] })
    const row = [...container.querySelectorAll<HTMLButtonElement>('button.row')].find((button) =>
      button.textContent?.startsWith('MetaMask'),
    )!
    act(() => row.click())
    expect(portkit.state.views.value.at(-1)).toEqual({ name: 'ConnectingWalletConnect', wallet: METAMASK })
  })

  it('without WalletConnect (which reached them) none shows; a recent wallet installed here shows as installed', async () => {
    const { container } = await setup({ recent: [METAMASK], connectors: [installed] })
    expect(rowTexts(container)).toEqual(['Test Wallet Installed'])
    const { container: again } = await setup({
      recent: [{ id: 'testwallet', name: 'Test Wallet' }],
      connectors: [installed, walletConnect],
    })
    expect(rowTexts(again)).toEqual(['WalletConnect QR code', 'Test Wallet Installed'])
  })

  it('a recent custom wallet is listed once, as recent', async () => {
    const { container } = await setup({
      recent: [METAMASK],
      connectors: [installed, walletConnect],
      customWallets: [METAMASK, RAINBOW],
    })
    expect(rowTexts(container)).toEqual([
      'WalletConnect QR code',
      'MetaMask Recent',
      'Test Wallet Installed',
      'Rainbow',
    ])
  })
})
