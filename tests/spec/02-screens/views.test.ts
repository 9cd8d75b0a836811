import { describe, expect, expectTypeOf, it } from 'vitest'
import { createRouter } from '../../../runtime/controllers/router.ts'
import type { Connector, WalletEntry } from '../../../runtime/core/types.ts'
import { ACCOUNT_TABS, type View } from '../../../runtime/core/view-types.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { VIEW_REGISTRY } from '../../../runtime/ui/view-registry.tsx'
import { testConfig } from '../../support/config.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

describe('spec 2: named views', () => {
  it('every built view of the spec, plus Networks and the WhatIsAWallet help, has its component in the one view registry', () => {
    expect(Object.keys(VIEW_REGISTRY).sort()).toEqual(
      [
        'Connect',
        'Account',
        'AllWallets',
        'ConnectingWalletConnectBasic',
        'ConnectingWalletConnect',
        'ConnectingExternal',
        'UnsupportedChain',
        'Networks',
        'ApproveTransaction',
        'ConnectingFarcaster',
        'WhatIsAWallet',
      ].sort(),
    )
  })

  it('ConnectingWalletConnect carries the chosen wallet, ConnectingExternal the chosen connector', () => {
    expectTypeOf<Extract<View, { name: 'ConnectingWalletConnect' }>['wallet']>().toEqualTypeOf<WalletEntry>()
    expectTypeOf<Extract<View, { name: 'ConnectingExternal' }>['connector']>().toEqualTypeOf<Connector>()
  })

  it('Account tabs are Tokens, NFTs and Activity', () => {
    expect(ACCOUNT_TABS).toEqual(['Tokens', 'NFTs', 'Activity'])
  })
})

describe('spec 2: directions next and prev', () => {
  function setup() {
    const state = createState(testConfig())
    return createRouter(state, () => undefined)
  }

  it('push, replace and reset move forward (next)', () => {
    const router = setup()
    router.push({ name: 'Account' })
    expect(router.direction.value).toBe('next')
    router.goBack()
    router.replace({ name: 'Networks' })
    expect(router.direction.value).toBe('next')
    router.goBack()
    router.reset({ name: 'Connect' })
    expect(router.direction.value).toBe('next')
  })

  it('goBack moves back (prev)', () => {
    const router = setup()
    router.push({ name: 'Account' })
    router.goBack()
    expect(router.direction.value).toBe('prev')
  })
})

describe('spec 2: push compares the chosen wallet too', () => {
  const wallet = (id: string): WalletEntry => ({ id, name: id })

  it('the same wallet twice is ignored, another wallet is pushed', () => {
    const state = createState(testConfig())
    const router = createRouter(state, () => undefined)
    router.push({ name: 'ConnectingWalletConnect', wallet: wallet('a') })
    router.push({ name: 'ConnectingWalletConnect', wallet: wallet('a') })
    expect(state.views.value).toHaveLength(2)
    router.push({ name: 'ConnectingWalletConnect', wallet: wallet('b') })
    expect(state.views.value).toHaveLength(3)
  })

  it('the same connector twice is ignored, another connector is pushed', () => {
    const state = createState(testConfig())
    const router = createRouter(state, () => undefined)
    router.push({ name: 'ConnectingExternal', connector: testConnector('x') })
    router.push({ name: 'ConnectingExternal', connector: testConnector('x') })
    router.push({ name: 'ConnectingExternal', connector: testConnector('y') })
    expect(state.views.value.map((v) => v.name)).toEqual([
      'Connect',
      'ConnectingExternal',
      'ConnectingExternal',
    ])
  })
})
