import { describe, expect, it } from 'vitest'
import { createRouter } from '../../../runtime/controllers/router.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'

function setup() {
  const state = createState(testConfig())
  let closed = 0
  const router = createRouter(state, () => {
    closed += 1
  })
  return { state, router, names: () => state.views.value.map((v) => v.name), closed: () => closed }
}

describe('spec 2: view stack', () => {
  it('starts on Connect', () => {
    expect(setup().names()).toEqual(['Connect'])
  })

  it('push adds a view, ignored if equal to the current one', () => {
    const { router, names } = setup()
    router.push({ name: 'Account' })
    router.push({ name: 'Account' })
    expect(names()).toEqual(['Connect', 'Account'])
    router.push({ name: 'Networks' })
    expect(names()).toEqual(['Connect', 'Account', 'Networks'])
  })

  it('reset replaces the whole history', () => {
    const { router, names } = setup()
    router.push({ name: 'Account' })
    router.reset({ name: 'Networks' })
    expect(names()).toEqual(['Networks'])
  })

  it('replace swaps the last entry', () => {
    const { router, names } = setup()
    router.push({ name: 'Account' })
    router.replace({ name: 'Networks' })
    expect(names()).toEqual(['Connect', 'Networks'])
  })

  it('goBack pops', () => {
    const { router, names, closed } = setup()
    router.push({ name: 'Account' })
    router.goBack()
    expect(names()).toEqual(['Connect'])
    expect(closed()).toBe(0)
  })

  it('goBack closes the modal when one view remains', () => {
    const { router, names, closed } = setup()
    router.goBack()
    expect(closed()).toBe(1)
    expect(names()).toEqual(['Connect'])
  })

  it('goBack closes the modal when UnsupportedChain is in history', () => {
    const { router, names, closed } = setup()
    router.push({ name: 'UnsupportedChain' })
    router.push({ name: 'Networks' })
    router.goBack()
    expect(closed()).toBe(1)
    expect(names()).toEqual(['Connect', 'UnsupportedChain', 'Networks'])
  })
})
