import { describe, expect, it } from 'vitest'
import { initialView } from '../../../runtime/controllers/modal.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'

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
})
