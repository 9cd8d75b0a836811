import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRouter } from '../../../runtime/controllers/router.ts'
import { FARCASTER_BACK_RELOAD_MS } from '../../../runtime/core/constants.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'

function setup() {
  const state = createState(testConfig())
  let closed = 0
  let reloads = 0
  const router = createRouter(state, () => void closed++, { reloadAuthConnector: () => void reloads++ })
  return {
    state,
    router,
    closed: () => closed,
    reloads: () => reloads,
    names: () => state.views.value.map((v) => v.name),
  }
}

describe('spec 2: after a send starts, the Account view shows and back navigation is disabled', () => {
  it('goBack does nothing: no pop, no close', () => {
    const { router, names, closed } = setup()
    router.push({ name: 'Swap' })
    router.reset({ name: 'Account' }, { backDisabled: true })
    router.goBack()
    expect(names()).toEqual(['Account'])
    expect(closed()).toBe(0)
    expect(router.backDisabled.value).toBe(true)
  })

  it('the next navigation enables back again', () => {
    const { router, names } = setup()
    router.reset({ name: 'Account' }, { backDisabled: true })
    router.push({ name: 'Networks' })
    expect(router.backDisabled.value).toBe(false)
    router.goBack()
    expect(names()).toEqual(['Account'])
  })
})

describe('spec 2: ConnectingFarcaster going back reloads the auth connector after 100 ms', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('when no address is connected', () => {
    const { router, reloads, names } = setup()
    router.push({ name: 'ConnectingFarcaster' })
    router.goBack()
    expect(names()).toEqual(['Connect'])
    vi.advanceTimersByTime(FARCASTER_BACK_RELOAD_MS - 1)
    expect(reloads()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(reloads()).toBe(1)
    expect(FARCASTER_BACK_RELOAD_MS).toBe(100)
  })

  it('not when an address is connected', () => {
    const { state, router, reloads } = setup()
    updateChain(state, 'eip155', {
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
    })
    router.push({ name: 'ConnectingFarcaster' })
    router.goBack()
    vi.advanceTimersByTime(1_000)
    expect(reloads()).toBe(0)
  })

  it('not when leaving another view', () => {
    const { router, reloads } = setup()
    router.push({ name: 'ConnectingSiwe' })
    router.goBack()
    vi.advanceTimersByTime(1_000)
    expect(reloads()).toBe(0)
  })
})
