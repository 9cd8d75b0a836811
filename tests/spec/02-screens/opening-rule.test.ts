import { describe, expect, it } from 'vitest'
import { initialView } from '../../../runtime/controllers/modal.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

const desktop = { hasAdapters: true, isMobile: () => false }

function connectedState() {
  const state = createState(testConfig())
  updateChain(state, 'eip155', { status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
  return state
}

describe('spec 2: opening rule', () => {
  it('a view given by the caller wins', () => {
    expect(initialView(connectedState(), desktop, { name: 'Networks' }).name).toBe('Networks')
  })

  it('Account if an address is connected', () => {
    expect(initialView(connectedState(), desktop).name).toBe('Account')
  })

  it('Connect otherwise', () => {
    expect(initialView(createState(testConfig()), desktop).name).toBe('Connect')
  })

  it('no chain adapters and no address: AllWallets on mobile, ConnectingWalletConnectBasic on desktop', () => {
    const state = createState(testConfig())
    expect(initialView(state, { hasAdapters: false, isMobile: () => true }).name).toBe('AllWallets')
    expect(initialView(state, { hasAdapters: false, isMobile: () => false }).name).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  it('before the legal checkbox is ticked, a wallet-picking view opens as Connect, which asks for it', () => {
    const state = createState(testConfig())
    const waiting = { ...desktop, mayConnect: () => false }
    for (const name of ['AllWallets', 'ConnectingExternal'] as const) {
      const view = name === 'AllWallets' ? { name } : { name, connector: testConnector() }
      expect(initialView(state, waiting, view).name).toBe('Connect')
      expect(initialView(state, { ...desktop, mayConnect: () => true }, view).name).toBe(name)
    }
    // Views that ask for the tick themselves, or pick nothing, open as asked.
    expect(initialView(state, waiting, { name: 'Networks' }).name).toBe('Networks')
    expect(
      initialView(state, { hasAdapters: false, isMobile: () => true, mayConnect: () => false }).name,
    ).toBe('ConnectingWalletConnectBasic')
  })
})
