import { effect } from '@preact/signals-core'
import { describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const SOLANA_ADDRESS = '4XHqPDqdgWTbBVRquD7faT8FBEstvXEyNza8KS6RNb37'

function setup(stored: Record<string, unknown> = {}) {
  const { adapter, script } = scriptedAdapter()
  const connector = testConnector()
  const storage = memoryStorage(stored)
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig(),
    adapters: [() => adapter],
    connectors: [() => source],
    storage,
  })
  const statuses: string[] = []
  const status = () => portkit.state.chains.value.eip155?.status
  return { portkit, script, connector, storage, statuses, status }
}

describe('spec 4: connection status per namespace', () => {
  it('starts disconnected', () => {
    expect(setup().status()).toBe('disconnected')
  })

  it('connect goes connecting -> connected and stores the connection', async () => {
    const { portkit, connector, storage, status } = setup()
    await portkit.start()
    const pending = portkit.connection.connect(connector)
    expect(status()).toBe('connecting')
    await pending
    expect(status()).toBe('connected')
    expect(portkit.state.activeCaipAddress.value).toBe(`eip155:31337:${ADDRESS}`)
    expect(storage.data.get(STORAGE_KEYS.connectionStatus('eip155'))).toBe('connected')
    expect(storage.data.get(STORAGE_KEYS.connectorId('eip155'))).toBe(connector.id)
  })

  it('the connection is stored before it is shown, so a reload right after restores it', async () => {
    const { portkit, connector, storage } = setup()
    await portkit.start()
    const storedWhenShown: unknown[] = []
    const stop = effect(() => {
      if (portkit.state.chains.value.eip155?.status === 'connected') {
        storedWhenShown.push(storage.data.get(STORAGE_KEYS.connectionStatus('eip155')))
      }
    })
    await portkit.connection.connect(connector)
    stop()
    expect(storedWhenShown[0]).toBe('connected')
  })

  it('a double click on a wallet row connects once: the second connect joins the one in flight', async () => {
    const { portkit, connector, script, status } = setup()
    await portkit.start()
    let asked = 0
    const connect = script.connect
    script.connect = () => (asked++, connect())
    await Promise.all([portkit.connection.connect(connector), portkit.connection.connect(connector)])
    expect(asked).toBe(1)
    expect(status()).toBe('connected')
  })

  it('connecting the already-current connector is rejected', async () => {
    const { portkit, connector } = setup()
    await portkit.start()
    await portkit.connection.connect(connector)
    await expect(portkit.connection.connect(connector)).rejects.toThrow('Connector already connected')
  })

  it('a failed connect returns to disconnected when no connection exists', async () => {
    const { portkit, connector, script, status } = setup()
    script.connect = () => Promise.reject(new Error('boom'))
    await portkit.start()
    await expect(portkit.connection.connect(connector)).rejects.toThrow('boom')
    expect(status()).toBe('disconnected')
  })

  it('a failed connect returns to connected when a connection exists', async () => {
    const { portkit, connector, script, status } = setup()
    await portkit.start()
    await portkit.connection.connect(connector)
    script.connect = () => Promise.reject(new Error('boom'))
    await expect(portkit.connection.connect(testConnector('eip6963:other'))).rejects.toThrow('boom')
    expect(status()).toBe('connected')
  })

  it('at start a stored connected becomes connecting, then connected when the re-sync succeeds', async () => {
    const { portkit, script, status } = setup({
      [STORAGE_KEYS.connectionStatus('eip155')]: 'connected',
      [STORAGE_KEYS.connectorId('eip155')]: 'eip6963:dev.portkit.testwallet',
    })
    let resolve!: (value: { address: string; chainReference: string }) => void
    script.reconnect = () => new Promise((r) => (resolve = r))
    const started = portkit.start()
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
    expect(status()).toBe('connecting')
    resolve({ address: ADDRESS, chainReference: '31338' })
    await started
    expect(status()).toBe('connected')
    expect(portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe('eip155:31338')
  })

  it('several namespaces re-synced at once: the last used chain stays active, whichever answers last', async () => {
    const evm = scriptedAdapter('eip155')
    const solana = scriptedAdapter('solana')
    const storage = memoryStorage({
      [STORAGE_KEYS.connectionStatus('eip155')]: 'connected',
      [STORAGE_KEYS.connectorId('eip155')]: 'walletConnect',
      [STORAGE_KEYS.connectionStatus('solana')]: 'connected',
      [STORAGE_KEYS.connectorId('solana')]: 'walletConnect:solana',
      [STORAGE_KEYS.lastUsedChain]: 'solana',
    })
    const connectors = [
      testConnector('walletConnect', { type: 'WALLET_CONNECT' }),
      testConnector('walletConnect:solana', { type: 'WALLET_CONNECT', chain: 'solana' }),
    ]
    const portkit = createPortkit({
      config: testConfig({ networks: [devnetAlpha, devnetSolana] }),
      adapters: [() => evm.adapter, () => solana.adapter],
      connectors: [() => ({ kind: 'test', watch: (onChange) => (onChange(connectors), () => undefined) })],
      storage,
    })
    // Solana answers first, EVM last.
    solana.script.reconnect = async () => ({
      address: SOLANA_ADDRESS,
      chainReference: String(devnetSolana.id),
    })
    evm.script.reconnect = () =>
      new Promise((resolve) => setTimeout(() => resolve({ address: ADDRESS, chainReference: '31337' }), 20))
    await portkit.start()
    expect(portkit.state.chains.value.eip155?.status).toBe('connected')
    expect(portkit.state.chains.value.solana?.status).toBe('connected')
    expect(portkit.state.activeChain.value).toBe('solana')
    expect(await storage.get(STORAGE_KEYS.lastUsedChain)).toBe('solana')
  })

  it('a failed re-sync gives disconnected and clears the stored connector', async () => {
    const { portkit, status, storage } = setup({
      [STORAGE_KEYS.connectionStatus('eip155')]: 'connected',
      [STORAGE_KEYS.connectorId('eip155')]: 'eip6963:dev.portkit.testwallet',
    })
    await portkit.start()
    expect(status()).toBe('disconnected')
    expect(storage.data.has(STORAGE_KEYS.connectorId('eip155'))).toBe(false)
  })

  it('a stored disconnected clears the cached connector', async () => {
    const { portkit, storage } = setup({
      [STORAGE_KEYS.connectionStatus('eip155')]: 'disconnected',
      [STORAGE_KEYS.connectorId('eip155')]: 'eip6963:dev.portkit.testwallet',
    })
    await portkit.start()
    expect(storage.data.has(STORAGE_KEYS.connectorId('eip155'))).toBe(false)
  })

  it('the wallet emptying its accounts disconnects', async () => {
    const { portkit, connector, script, status } = setup()
    await portkit.start()
    await portkit.connection.connect(connector)
    script.events?.onAccountsChanged([])
    await new Promise((r) => setTimeout(r, 0))
    expect(status()).toBe('disconnected')
  })
})

describe('spec 4: disconnect', () => {
  it('clears address, balance and connector id and stores disconnected', async () => {
    const { portkit, connector, storage, status } = setup()
    await portkit.start()
    await portkit.connection.connect(connector)
    await portkit.connection.disconnect()
    expect(status()).toBe('disconnected')
    expect(portkit.state.chains.value.eip155?.address).toBeUndefined()
    expect(portkit.state.chains.value.eip155?.balance).toBeUndefined()
    expect(storage.data.get(STORAGE_KEYS.connectionStatus('eip155'))).toBe('disconnected')
  })

  it("throws 'Failed to disconnect' when the wallet fails, and still clears the local session", async () => {
    const { portkit, connector, script, status } = setup()
    await portkit.start()
    await portkit.connection.connect(connector)
    script.disconnect = () => Promise.reject(new Error('wallet down'))
    await expect(portkit.connection.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(status()).toBe('disconnected')
  })
})

describe('balance', () => {
  it('is fetched after connect and floored to 3 decimals', async () => {
    const { portkit, connector, script } = setup()
    script.balance = 1_234_567_000_000_000_000n
    await portkit.start()
    await portkit.connection.connect(connector)
    await new Promise((r) => setTimeout(r, 0))
    expect(portkit.state.chains.value.eip155?.balance?.formatted).toBe('1.234')
  })
})
