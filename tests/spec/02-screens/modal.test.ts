import { describe, expect, it } from 'vitest'
import type { TrackedEvent } from '../../../runtime/controllers/events.ts'
import { createModal, shouldAppendToBody, type ModalEnvironment } from '../../../runtime/controllers/modal.ts'
import { createRouter, type Router } from '../../../runtime/controllers/router.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(options: { embedded?: boolean; whenReady?: () => Promise<void> | undefined } = {}) {
  const state = createState(testConfig())
  const sent: TrackedEvent[] = []
  const env: ModalEnvironment = { hasAdapters: true, isMobile: () => false, whenReady: options.whenReady }
  const modal = createModal(state, env, () => router, {
    embedded: options.embedded ?? false,
    events: { sendEvent: (event) => sent.push(event) },
  })
  const router: Router = createRouter(state, modal.close)
  const connect = () => updateChain(state, 'eip155', { status: 'connected', address: ADDRESS })
  return { state, modal, router, sent, connect, names: () => state.views.value.map((v) => v.name) }
}

describe('spec 2: the modal element is appended to the page body', () => {
  it('by default', () => {
    expect(shouldAppendToBody({})).toBe(true)
    expect(shouldAppendToBody({ enableEmbedded: false, disableAppend: false })).toBe(true)
  })

  it('unless appending is disabled', () => {
    expect(shouldAppendToBody({ disableAppend: true })).toBe(false)
  })

  it('unless embedded mode is on', () => {
    expect(shouldAppendToBody({ enableEmbedded: true })).toBe(false)
  })
})

describe('spec 2: closing in embedded mode', () => {
  it('goes to Account if connected', () => {
    const { modal, router, connect, names } = setup({ embedded: true })
    connect()
    void modal.open({ name: 'Networks' })
    router.push({ name: 'UnsupportedChain' })
    modal.close()
    expect(names()).toEqual(['Account'])
  })

  it('goes to Connect if not connected', () => {
    const { modal, router, names } = setup({ embedded: true })
    void modal.open({ name: 'AllWallets' })
    router.push({ name: 'Networks' })
    modal.close()
    expect(names()).toEqual(['Connect'])
  })

  it('outside embedded mode the stack is left as it was', () => {
    const { modal, names } = setup()
    void modal.open({ name: 'AllWallets' })
    modal.close()
    expect(names()).toEqual(['AllWallets'])
  })
})

describe('spec 4: modal closed to open (loading set, analytics event) and back', () => {
  it('open sends MODAL_OPEN and close sends MODAL_CLOSE, once each', async () => {
    const { modal, state, sent } = setup()
    await modal.open()
    await modal.open()
    expect(state.isOpen.value).toBe(true)
    modal.close()
    modal.close()
    expect(state.isOpen.value).toBe(false)
    expect(sent.map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(sent[0]?.properties).toEqual({ connected: false })
  })

  it('shows loading while the stored session re-syncs, then applies the opening rule', async () => {
    let finish!: () => void
    const resync = new Promise<void>((resolve) => (finish = resolve))
    const { modal, state, connect, names, sent } = setup({ whenReady: () => resync })
    const opened = modal.open()
    expect(state.isOpen.value).toBe(true)
    expect(modal.loading.value).toBe(true)
    expect(sent).toEqual([])
    connect()
    finish()
    await opened
    expect(modal.loading.value).toBe(false)
    expect(names()).toEqual(['Account'])
    expect(sent[0]).toMatchObject({ event: 'MODAL_OPEN', properties: { connected: true } })
  })
})
