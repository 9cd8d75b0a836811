import { describe, expect, it } from 'vitest'
import type { Connector, WalletEntry } from '../../../runtime/core/types.ts'
import { closeAfterConnecting, createStartConnection } from '../../../runtime/controllers/start-connection.ts'
import { UserRejectedError } from '../../../runtime/core/errors.ts'
import { phantomBrowseLink } from '../../../runtime/core/deep-links.ts'
import type { View } from '../../../runtime/core/view-types.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { testConnector } from '../../support/scripted-adapter.ts'
import { englishMessage } from '../../support/english-message.ts'

const PAGE = 'https://shop.example/'
const metamask = testConnector('eip6963:io.metamask', { name: 'MetaMask', info: { rdns: 'io.metamask' } })

function setup(
  connect: (connector: Connector) => Promise<void> = () => Promise.resolve(),
  phone: { isMobile?: boolean; appLink?: string } = {},
) {
  const state = createState(testConfig())
  state.connectors.value = [metamask]
  const pushed: View[] = []
  const redirects: string[] = []
  let closed = 0
  const disconnected: (string | undefined)[] = []
  const flow = createStartConnection({
    state,
    router: { push: (view) => void pushed.push(view) },
    modal: { close: () => void closed++ },
    connection: {
      connect,
      disconnect: async (namespace) => {
        disconnected.push(namespace)
      },
    },
    walletConnect: () => ({ followAppLink: () => phone.appLink }),
    isMobile: () => phone.isMobile ?? false,
    environment: {
      pageUrl: () => PAGE,
      hasPhantom: () => false,
      hasCoinbaseSolana: () => false,
      redirect: (url) => void redirects.push(url),
    },
  })
  return { state, flow, pushed, redirects, closed: () => closed, disconnected: () => disconnected }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('spec 2: wallet selection, carried out by the start-connection controller', () => {
  it('an installed connector shows ConnectingExternal, connects, then closes the modal', async () => {
    const { flow, pushed, closed } = setup()
    flow.connect(metamask)
    expect(pushed).toEqual([{ name: 'ConnectingExternal', connector: metamask }])
    await settle()
    expect(closed()).toBe(1)
  })

  it('a connection that lands on a network the app does not list keeps UnsupportedChain open', async () => {
    const { flow, state, closed } = setup(async () => {
      // What the unsupported-chain watch does while the connection settles on the chain.
      state.views.value = [...state.views.value, { name: 'UnsupportedChain' }]
    })
    flow.connect(metamask)
    await settle()
    expect(closed()).toBe(0)
  })

  it('the same rule closes after a WalletConnect pairing: closed, unless UnsupportedChain was shown', () => {
    const state = createState(testConfig())
    let closed = 0
    const modal = { close: () => void closed++ }
    closeAfterConnecting(state, modal)
    state.views.value = [{ name: 'Connect' }, { name: 'UnsupportedChain' }]
    closeAfterConnecting(state, modal)
    expect(closed).toBe(1)
  })

  it('a failed connection keeps the modal open with the catalogue text', async () => {
    const { flow, state, closed } = setup(() => Promise.reject(new UserRejectedError()))
    flow.connect(metamask)
    await settle()
    expect(closed()).toBe(0)
    expect(englishMessage(state.lastError.value!)).toBe('User rejected the request')
  })

  it('a catalogue wallet with an installed connector connects through it', () => {
    const { flow, pushed } = setup()
    const wallet: WalletEntry = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }
    flow.chooseWallet(wallet)
    expect(pushed).toEqual([{ name: 'ConnectingExternal', connector: metamask }])
  })

  it('any other catalogue wallet opens ConnectingWalletConnect', () => {
    const { flow, pushed } = setup()
    const wallet: WalletEntry = { id: '1ae92b26', name: 'Rainbow' }
    flow.chooseWallet(wallet)
    expect(pushed).toEqual([{ name: 'ConnectingWalletConnect', wallet }])
  })

  it('on a phone with the pairing ready, the wallet app opens in the same tap, over its view', () => {
    const link = 'https://rnbwapp.com/wc?uri=wc%3Aabc%402'
    const { flow, pushed, redirects } = setup(undefined, { isMobile: true, appLink: link })
    const wallet: WalletEntry = { id: 'rainbow', name: 'Rainbow', mobile_link: 'https://rnbwapp.com' }
    flow.chooseWallet(wallet)
    expect(pushed).toEqual([{ name: 'ConnectingWalletConnect', wallet }])
    expect(redirects).toEqual([link])
  })

  it('on a computer, or a phone whose pairing is not ready, the wallet view alone opens', () => {
    const wallet: WalletEntry = { id: 'rainbow', name: 'Rainbow', mobile_link: 'https://rnbwapp.com' }
    const computer = setup(undefined, { isMobile: false, appLink: 'https://rnbwapp.com/wc?uri=x' })
    computer.flow.chooseWallet(wallet)
    expect(computer.redirects).toEqual([])
    const phone = setup(undefined, { isMobile: true, appLink: undefined })
    phone.flow.chooseWallet(wallet)
    expect(phone.redirects).toEqual([])
    expect(phone.pushed).toEqual([{ name: 'ConnectingWalletConnect', wallet }])
  })

  it('on Solana, Phantom without its extension leaves for the Phantom app', () => {
    const { flow, state, pushed, redirects } = setup()
    state.activeChain.value = 'solana'
    flow.chooseWallet({ id: 'a797aa35', name: 'Phantom' })
    expect(redirects).toEqual([phantomBrowseLink(PAGE)])
    expect(pushed).toEqual([])
  })

  it('disconnect, then close', async () => {
    const { flow, closed, disconnected } = setup()
    await flow.disconnect()
    expect([disconnected(), closed()]).toEqual([[undefined], 1])
  })

  it("spec 4: the Account view's disconnect names the active namespace, so the other chains stay", async () => {
    const { flow, closed, disconnected } = setup()
    await flow.disconnect('solana')
    expect([disconnected(), closed()]).toEqual([['solana'], 1])
  })
})
