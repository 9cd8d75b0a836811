// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, ethereum } from '../../../runtime/networks/index.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { AccountView } from '../../../runtime/ui/views/account-view.tsx'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

// Issue 26 item 3: the Account view links the account on the network's block explorer, and shows an
// avatar only through the safe-image rule for avatars.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x2222222222222222222222222222222222222222'
let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

function accountView(network = ethereum, avatar?: string) {
  const { adapter } = scriptedAdapter()
  const portkit = createPortkit({
    config: testConfig({ networks: [network], defaultNetwork: network.caipNetworkId }),
    adapters: [() => adapter],
    connectors: [],
    plugins: [],
    storage: memoryStorage(),
  })
  const connector = testConnector()
  portkit.state.connectors.value = [connector]
  updateChain(portkit.state, 'eip155', {
    status: 'connected',
    address: ADDRESS,
    connectorId: connector.id,
    caipNetwork: network,
  })
  portkit.account.profileImage.value = avatar
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<AccountView portkit={portkit} />))
  return container
}

describe('spec 2, Account view: explorer link and avatar', () => {
  it("links the address on the network's explorer, in a new tab without the page's referrer", () => {
    const link = accountView().querySelector<HTMLAnchorElement>('a.row')!
    expect(link.textContent).toBe('View on Etherscan')
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('has no explorer link on a network without an explorer', () => {
    expect(accountView(devnetAlpha).querySelector('a.row')).toBeNull()
  })

  it('shows an https avatar, and none over plain http from another host', () => {
    const shown = accountView(ethereum, 'https://avatars.example/alice.png')
    expect(shown.querySelector('img.avatar')?.getAttribute('src')).toBe('https://avatars.example/alice.png')
    act(() => root?.unmount())
    const refused = accountView(ethereum, 'http://avatars.example/alice.png')
    expect(refused.querySelector('img.avatar')).toBeNull()
  })
})
