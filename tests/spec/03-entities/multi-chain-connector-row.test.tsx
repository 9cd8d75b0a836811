// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../../runtime/controllers/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import emailFeature from '../../../runtime/features/email/index.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { reactTestPage, rendered } from '../../support/react-test-page.tsx'
import { fixedSource, scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec 3 (Connector: same name across chains -> one multi-chain entry) with spec 2 (wallet selection; wallet
 * first when an installed browser wallet is found), as the Connect view and the catalogue's wallet selection
 * meet them: a wallet that announces itself on EVM (EIP-6963) and on Solana (Wallet Standard) under one name,
 * as OKX, Trust or Backpack do. Issue 29, defect 1.
 */

const page = reactTestPage()
const NAME = 'OKX Wallet'
const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

async function portkitWithMultiChainWallet(activeNetwork: typeof devnetAlpha) {
  const evm = testConnector('eip6963:com.okex.wallet', { name: NAME, info: { rdns: 'com.okex.wallet' } })
  const solana = testConnector('wallet-standard:okx', { name: NAME, chain: 'solana' })
  const connected: string[] = []
  const recording = (namespace: 'eip155' | 'solana'): ChainAdapter => {
    const { adapter, script } = scriptedAdapter(namespace)
    if (namespace === 'solana')
      script.connect = () =>
        Promise.resolve({
          address: SOLANA_ADDRESS,
          chainReference: devnetSolana.caipNetworkId.split(':')[1]!,
        })
    return { ...adapter, connect: (connector) => (connected.push(connector.id), adapter.connect(connector)) }
  }
  const portkit = createPortkit({
    config: testConfig({
      networks: [devnetAlpha, devnetSolana],
      defaultNetwork: activeNetwork.caipNetworkId,
      adapters: ['eip155', 'solana'],
      features: { ...testConfig().features, email: true },
    }),
    adapters: [() => recording('eip155'), () => recording('solana')],
    connectors: [() => fixedSource(evm, solana)],
    plugins: [emailFeature],
    storage: memoryStorage(),
  })
  await portkit.start()
  page.stopAfter(() => void portkit.stop())
  return { portkit, connected }
}

async function connectView(activeNetwork: typeof devnetAlpha) {
  const { portkit, connected } = await portkitWithMultiChainWallet(activeNetwork)
  await portkit.modal.open()
  const container = page.render(<ConnectView portkit={portkit} />)
  await rendered(() => container.querySelector('form[aria-label="Email login"]'), 'the email form')
  const rows = () =>
    [...container.querySelectorAll('ul.list button')].filter((b) => b.textContent?.includes(NAME))
  return { portkit, connected, container, rows }
}

describe('spec 3: a multi-chain entry in the Connect view', () => {
  it('is one row, tagged Installed, listed before email, with no "What is a wallet?"', async () => {
    const { container, rows } = await connectView(devnetAlpha)
    expect(rows()).toHaveLength(1)
    expect(rows()[0]!.querySelector('.tag')?.textContent).toBe('Installed')
    const list = container.querySelector('ul.list')!
    const email = container.querySelector('form[aria-label="Email login"]')!
    expect(list.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(container.textContent).not.toContain('What is a wallet?')
  })

  it('on a Solana network connects the Solana side', async () => {
    const { portkit, connected, rows } = await connectView(devnetSolana)
    expect(portkit.state.activeChain.value).toBe('solana')
    await act(async () => (rows()[0] as HTMLButtonElement).click())
    await expect.poll(() => portkit.state.chains.value.solana?.address).toBe(SOLANA_ADDRESS)
    expect(connected).toEqual(['wallet-standard:okx'])
  })

  it('on an EVM network connects the EVM side', async () => {
    const { portkit, connected, rows } = await connectView(devnetAlpha)
    await act(async () => (rows()[0] as HTMLButtonElement).click())
    await expect.poll(() => connected).toEqual(['eip6963:com.okex.wallet'])
    expect(portkit.state.activeChain.value).toBe('eip155')
  })
})

describe("spec 2: the catalogue's wallet installed on two chains opens the active network's side", () => {
  const wallet = { id: 'okx', name: NAME, rdns: 'com.okex.wallet' } as WalletEntry

  for (const [network, expected] of [
    [devnetSolana, 'wallet-standard:okx'],
    [devnetAlpha, 'eip6963:com.okex.wallet'],
  ] as const) {
    it(`on ${network.name}: ${expected}`, async () => {
      const { portkit, connected } = await portkitWithMultiChainWallet(network)
      await portkit.modal.open()
      await act(async () => portkit.startConnection.chooseWallet(wallet))
      expect(portkit.state.views.value.at(-1)).toMatchObject({
        name: 'ConnectingExternal',
        connector: { id: expected },
      })
      await expect.poll(() => connected).toEqual([expected])
    })
  }
})
