// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorSource } from '../../../runtime/controllers/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import catalogue from '../../../runtime/features/catalogue/index.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { reactTestPage } from '../../support/react-test-page.tsx'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec section 2, connector group order (walletConnect, recent, injected, featured, custom, external,
 * recommended): the Connect view lists the catalogue's featured wallets (the host's featuredWalletIds, in
 * its order) after the installed ones and its 4 recommended wallets last, each once. Portkit's own
 * catalogue (no catalogue service) answers; it opens with MetaMask, Coinbase Wallet, Trust Wallet,
 * Rainbow, Phantom, Rabby.
 */

const page = reactTestPage()

const walletConnect = testConnector('walletConnect', {
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  pairing: { pair: () => new Promise(() => undefined) },
})
const metaMask = testConnector('eip6963:io.metamask', { name: 'MetaMask', info: { rdns: 'io.metamask' } })

async function connectView(connectors: Connector[], featuredWalletIds: string[] = []) {
  const source: ConnectorSource = {
    kind: 'test',
    watch: (onChange) => (onChange(connectors), () => undefined),
  }
  const portkit = createPortkit({
    config: testConfig({
      connectors: ['injected', 'walletconnect'],
      featuredWalletIds,
      customWallets: [{ id: 'shop-wallet', name: 'Shop Wallet', mobile_link: 'shop://' }],
    }),
    adapters: [() => scriptedAdapter().adapter],
    connectors: [() => source],
    plugins: [catalogue],
    storage: memoryStorage(),
  })
  await portkit.start()
  page.stopAfter(() => void portkit.stop())
  const container = page.render(<ConnectView portkit={portkit} />)
  const rows = () => [...container.querySelectorAll('button.row .name')].map((name) => name.textContent)
  return { portkit, rows }
}

describe('spec 2: featured and recommended wallets in the Connect view', () => {
  it('featured after the installed wallets in the host order, custom, then the recommended; none twice', async () => {
    // The 4 recommended are MetaMask, Coinbase Wallet, Phantom and Rabby (the featured left out); MetaMask
    // is installed, so it is listed once, with the installed wallets.
    const { rows } = await connectView([metaMask, walletConnect], ['rainbow', 'trust'])
    await expect
      .poll(rows)
      .toEqual([
        'WalletConnect',
        'MetaMask',
        'Rainbow',
        'Trust Wallet',
        'Shop Wallet',
        'Coinbase Wallet',
        'Phantom',
        'Rabby Wallet',
        'All Wallets',
      ])
  })

  it('without WalletConnect, which they connect through, they are not listed nor asked for', async () => {
    const { portkit, rows } = await connectView([metaMask], ['rainbow'])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(rows()).toEqual(['MetaMask', 'All Wallets'])
    expect(portkit.feature('catalogue').recommended.value).toEqual([])
  })

  it('a featured wallet picked connects like one picked in All Wallets: WalletConnect with that wallet', async () => {
    const { portkit, rows } = await connectView([walletConnect], ['rainbow'])
    await expect.poll(rows).toContain('Rainbow')
    const rainbow = [...document.querySelectorAll('button.row')].find((row) =>
      row.textContent?.includes('Rainbow'),
    )
    act(() => (rainbow as HTMLButtonElement).click())
    expect(portkit.state.currentView.value).toMatchObject({
      name: 'ConnectingWalletConnect',
      wallet: { id: 'rainbow' },
    })
  })
})
