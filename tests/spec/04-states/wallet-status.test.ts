import { describe, expect, it } from 'vitest'
import { walletStatus } from '../../../runtime/controllers/wallet-status.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('spec 4: wallet-level status also has reconnecting', () => {
  it('connected wins over everything', () => {
    expect(walletStatus(['connected', 'connecting'], true)).toBe('connected')
  })

  it('reconnecting while a stored session re-syncs', () => {
    expect(walletStatus(['connecting', 'disconnected'], true)).toBe('reconnecting')
  })

  it('connecting while a chain waits for the wallet', () => {
    expect(walletStatus(['connecting', 'disconnected'], false)).toBe('connecting')
  })

  it('disconnected otherwise', () => {
    expect(walletStatus(['disconnected'], false)).toBe('disconnected')
    expect(walletStatus([], false)).toBe('disconnected')
  })

  it('goes reconnecting -> connected during the start-up re-sync', async () => {
    const { adapter, script } = scriptedAdapter()
    const connector = testConnector()
    const source = fixedSource(connector)
    const portkit = createPortkit({
      config: testConfig(),
      adapters: [() => adapter],
      connectors: [() => source],
      storage: memoryStorage({
        [STORAGE_KEYS.connectionStatus('eip155')]: 'connected',
        [STORAGE_KEYS.connectorId('eip155')]: connector.id,
      }),
    })
    let resolve!: (session: { address: string; chainReference: string }) => void
    script.reconnect = () => new Promise((r) => (resolve = r))
    expect(portkit.connection.status.value).toBe('disconnected')
    const started = portkit.start()
    await new Promise((r) => setTimeout(r, 0))
    expect(portkit.connection.status.value).toBe('reconnecting')
    resolve({ address: ADDRESS, chainReference: '31337' })
    await started
    expect(portkit.connection.status.value).toBe('connected')
  })

  it('goes connecting -> connected on a fresh connect', async () => {
    const { adapter } = scriptedAdapter()
    const portkit = createPortkit({
      config: testConfig(),
      adapters: [() => adapter],
      connectors: [],
      storage: memoryStorage(),
    })
    const pending = portkit.connection.connect(testConnector())
    expect(portkit.connection.status.value).toBe('connecting')
    await pending
    expect(portkit.connection.status.value).toBe('connected')
  })
})
