import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { STORAGE_KEYS, type Storage } from '../../../runtime/services/storage.ts'
import { openTabChannel, parseTabMessage, tabChannelName } from '../../../runtime/services/tab-sync.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 4, one connection per app across tabs: two Portkit instances of one project stand for two
 * tabs (one storage, Node's own BroadcastChannel between them). A connect in one re-syncs the other from
 * storage; a disconnect in one disconnects the other without asking its wallet again. Each test has its
 * own project id, so no other file's instances hear it.
 */

const ADDRESS = '0x1111111111111111111111111111111111111111'
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

let projects = 0
function tab(storage: Storage, projectId: string) {
  const { adapter, script } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ projectId }),
    adapters: [() => adapter],
    connectors: [() => source],
    storage,
  })
  stops.push(() => portkit.stop())
  const calls = { connect: 0, reconnect: 0, disconnect: 0 }
  const { connect, disconnect } = script
  script.connect = () => (calls.connect++, connect())
  // The wallet still grants the account the other tab connected (an injected wallet does, per origin).
  script.reconnect = () => (calls.reconnect++, Promise.resolve({ address: ADDRESS, chainReference: '31337' }))
  script.disconnect = () => (calls.disconnect++, disconnect())
  const status = () => portkit.state.chains.value.eip155?.status
  return { portkit, connector, calls, status }
}

async function twoTabs() {
  const storage = memoryStorage()
  const projectId = `two-tabs-${++projects}`
  const a = tab(storage, projectId)
  const b = tab(storage, projectId)
  await Promise.all([a.portkit.start(), b.portkit.start()])
  return { a, b, storage, projectId }
}

describe('spec 4: the tabs of one app share one connection', () => {
  it('connect in one tab: the other shows connected, same address, without asking its wallet to connect', async () => {
    const { a, b } = await twoTabs()
    await a.portkit.connection.connect(a.connector)
    await expect.poll(() => b.status()).toBe('connected')
    expect(b.portkit.state.activeCaipAddress.value).toBe(`eip155:31337:${ADDRESS}`)
    expect(b.calls).toEqual({ connect: 0, reconnect: 1, disconnect: 0 })
    // Following is not announced again: tab A re-syncs nothing.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(a.calls.reconnect).toBe(0)
  })

  it('disconnect in one tab: both disconnect, the wallet is asked to end the session once', async () => {
    const { a, b, storage } = await twoTabs()
    await a.portkit.connection.connect(a.connector)
    await expect.poll(() => b.status()).toBe('connected')
    await b.portkit.connection.disconnect()
    await expect.poll(() => a.status()).toBe('disconnected')
    expect(a.portkit.state.activeCaipAddress.value).toBeUndefined()
    expect(a.calls.disconnect + b.calls.disconnect).toBe(1)
    expect(storage.data.get(STORAGE_KEYS.connectionStatus('eip155'))).toBe('disconnected')
  })

  it('a disconnect message the shared storage contradicts (stale, or another storage) is not followed', async () => {
    const { a, b, projectId } = await twoTabs()
    await a.portkit.connection.connect(a.connector)
    await expect.poll(() => b.status()).toBe('connected')
    const page = new BroadcastChannel(tabChannelName(projectId))
    page.postMessage({ type: 'portkit:connection', event: 'disconnected', namespace: 'eip155' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    page.close()
    expect([a.status(), b.status()]).toEqual(['connected', 'connected'])
  })

  it('a stopped instance follows no other tab', async () => {
    const { a, b } = await twoTabs()
    b.portkit.stop()
    await a.portkit.connection.connect(a.connector)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(b.status()).toBe('disconnected')
    expect(b.calls.reconnect).toBe(0)
  })

  it('anything else posted on the app channel is ignored', async () => {
    const { a, b, projectId } = await twoTabs()
    await a.portkit.connection.connect(a.connector)
    await expect.poll(() => b.status()).toBe('connected')
    const page = new BroadcastChannel(tabChannelName(projectId))
    for (const junk of [
      'disconnected',
      null,
      { type: 'portkit:connection', event: 'disconnected' },
      { type: 'portkit:connection', event: 'disconnected', namespace: 'cosmos' },
      { type: 'portkit:connection', event: 'disconnected', namespace: ['eip155'] },
      { type: 'portkit:connection', event: 'logout', namespace: 'eip155' },
      { type: 'other', event: 'disconnected', namespace: 'eip155' },
    ])
      page.postMessage(junk)
    await new Promise((resolve) => setTimeout(resolve, 100))
    page.close()
    expect([a.status(), b.status()]).toEqual(['connected', 'connected'])
  })
})

describe("the tab channel's messages are checked before any is acted on", () => {
  it('only the exact shape passes', () => {
    expect(parseTabMessage({ type: 'portkit:connection', event: 'connected', namespace: 'solana' })).toEqual({
      type: 'portkit:connection',
      event: 'connected',
      namespace: 'solana',
    })
    const extra = { type: 'portkit:connection', event: 'disconnected', namespace: 'eip155', evil: 1 }
    expect(parseTabMessage(extra)).toEqual({
      type: 'portkit:connection',
      event: 'disconnected',
      namespace: 'eip155',
    })
    for (const junk of [
      undefined,
      null,
      42,
      'connected',
      [],
      {},
      { type: 'portkit:connection', event: 'connected' },
      { type: 'portkit:connection', event: 'connected', namespace: 'toString' },
      { type: 'portkit:connection', event: 'connected', namespace: { toString: () => 'eip155' } },
      { type: 'portkit:connection', event: 'CONNECTED', namespace: 'eip155' },
      { type: 'portkit', event: 'connected', namespace: 'eip155' },
    ])
      expect(parseTabMessage(junk)).toBeUndefined()
  })

  it('no channel where BroadcastChannel is missing (server rendering, old browsers): each tab on its own', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    try {
      expect(openTabChannel('portkit:x', () => undefined)).toBeUndefined()
      const storage = memoryStorage()
      const a = tab(storage, `two-tabs-${++projects}`)
      await a.portkit.start()
      await a.portkit.connection.connect(a.connector)
      await a.portkit.connection.disconnect()
      expect(a.status()).toBe('disconnected')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
