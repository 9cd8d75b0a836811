// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectorSource } from '../../../runtime/controllers/types.ts'
import type { ChainNamespace, Network } from '../../../runtime/core/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import emailFeature from '../../../runtime/features/email/index.ts'
import socialFeature from '../../../runtime/features/social/index.ts'
import { devnetAlpha, devnetBitcoin, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { ConnectView } from '../../../runtime/ui/views/connect-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { rendered } from '../../support/react-test-page.tsx'
import { scriptedAdapter } from '../../support/scripted-adapter.ts'

/**
 * Spec section 1: "Auth login is limited to eip155 and solana." The Connect view offers email and social
 * login only while the active network is of one of those namespaces; on a Bitcoin network the visitor
 * gets the wallets alone.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
const stops: (() => void)[] = []
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  for (const stop of stops.splice(0)) stop()
})

const settle = () => act(() => new Promise((done) => setTimeout(done, 20)))

/** The Connect view of an app with email and socials on, whose default network is `first`. */
async function connectView(first: Network) {
  const none: ConnectorSource = { kind: 'test', watch: (onChange) => (onChange([]), () => undefined) }
  const namespaces: ChainNamespace[] = ['eip155', 'solana', 'bip122']
  const portkit = createPortkit({
    config: testConfig({
      networks: [first, ...[devnetAlpha, devnetSolana, devnetBitcoin].filter((n) => n !== first)],
      defaultNetwork: first.caipNetworkId,
      adapters: namespaces,
      features: { ...testConfig().features, email: true, socials: ['google'] },
    }),
    adapters: namespaces.map((namespace) => () => scriptedAdapter(namespace).adapter),
    connectors: [() => none],
    plugins: [emailFeature, socialFeature],
    storage: memoryStorage(),
  })
  await portkit.start()
  stops.push(() => portkit.stop())
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<ConnectView portkit={portkit} />))
  return { portkit, container }
}

/**
 * The connect methods' code loads lazily, the email form and the social list each on its own: wait for
 * both, as long as a loaded CI machine needs (a bounded wait for one then a read of the other failed in CI).
 */
async function bothMethodsShown(container: HTMLElement): Promise<void> {
  await rendered(() => {
    const { email, social } = offered(container)
    return email && social
  }, 'the email form and the social list')
}

/**
 * Neither method can be waited for: wait for the wallet list, then let the page run a while, so that a
 * method wrongly offered would have shown (a slow chunk can only hide such a bug, never fail the test).
 */
async function walletsAlone(container: HTMLElement): Promise<void> {
  await rendered(() => container.querySelector('ul.list'), 'the wallet list')
  for (let i = 0; i < 25; i++) await settle()
}

const offered = (container: HTMLElement) => ({
  email: container.querySelector('form[aria-label="Email login"]') !== null,
  social: container.querySelector('ul[aria-label="Social login"]') !== null,
})

describe('spec 1: auth login is limited to eip155 and solana', () => {
  it('offers email and social login on an eip155 network', async () => {
    const { container } = await connectView(devnetAlpha)
    await bothMethodsShown(container)
    expect(offered(container)).toEqual({ email: true, social: true })
  })

  it('offers email and social login on a solana network', async () => {
    const { container } = await connectView(devnetSolana)
    await bothMethodsShown(container)
    expect(offered(container)).toEqual({ email: true, social: true })
  })

  it('offers neither on a bitcoin network: the wallets only, until the visitor picks an eip155 network', async () => {
    const { portkit, container } = await connectView(devnetBitcoin)
    await walletsAlone(container)
    expect(offered(container)).toEqual({ email: false, social: false })
    await act(() => portkit.network.switchNetwork(devnetAlpha.caipNetworkId))
    await bothMethodsShown(container)
    expect(offered(container)).toEqual({ email: true, social: true })
  })
})
