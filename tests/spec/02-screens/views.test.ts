import { describe, expect, expectTypeOf, it } from 'vitest'
import { createRouter } from '../../../runtime/controllers/router.ts'
import type { Connector } from '../../../runtime/controllers/types.ts'
import {
  ACCOUNT_TABS,
  VIEW_NAMES,
  type SwapArguments,
  type View,
  type ViewName,
} from '../../../runtime/core/view-types.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

describe('spec 2: named views', () => {
  it('lists every view of the spec, plus Networks', () => {
    expect([...VIEW_NAMES].sort()).toEqual(
      [
        'Connect',
        'Account',
        'AllWallets',
        'ConnectingWalletConnectBasic',
        'ConnectingWalletConnect',
        'ConnectingExternal',
        'ConnectingSiwe',
        'ConnectingFarcaster',
        'ApproveTransaction',
        'Swap',
        'UnsupportedChain',
        'SIWXSignMessage',
        'RegisterAccountName',
        'RegisterAccountNameSuccess',
        'Networks',
      ].sort(),
    )
  })

  it('ConnectingWalletConnect carries the chosen wallet, ConnectingExternal the chosen connector', () => {
    expectTypeOf<Extract<View, { name: 'ConnectingWalletConnect' }>['wallet']>().toEqualTypeOf<WalletEntry>()
    expectTypeOf<Extract<View, { name: 'ConnectingExternal' }>['connector']>().toEqualTypeOf<Connector>()
  })

  it('Swap is opened with swap arguments', () => {
    expectTypeOf<Extract<View, { name: 'Swap' }>['swap']>().toEqualTypeOf<SwapArguments | undefined>()
    const view: View = { name: 'Swap', swap: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } }
    expect(view).toMatchObject({ swap: { amount: '1' } })
  })

  it('every listed name is a View name', () => {
    expectTypeOf<(typeof VIEW_NAMES)[number]>().toExtend<ViewName>()
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
