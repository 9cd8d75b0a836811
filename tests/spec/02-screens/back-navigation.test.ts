import { describe, expect, it } from 'vitest'
import { createRouter } from '../../../runtime/controllers/router.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'

function setup() {
  const state = createState(testConfig())
  let closed = 0
  const router = createRouter(state, () => void closed++)
  return {
    state,
    router,
    closed: () => closed,
    names: () => state.views.value.map((v) => v.name),
  }
}

describe('spec 2: after a send starts, the Account view shows and back navigation is disabled', () => {
  it('goBack does nothing: no pop, no close', () => {
    const { router, names, closed } = setup()
    router.push({ name: 'AllWallets' })
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
