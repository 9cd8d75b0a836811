import 'fake-indexeddb/auto'
import { clear, createStore } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import { createStorage, STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// A page load is one Portkit instance on the page's IndexedDB (fake-indexeddb here); a reload is a new
// instance on the same database.

function load(config = testConfig()) {
  const { adapter, script } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config,
    adapters: [() => adapter],
    connectors: [() => source],
    storage: createStorage(),
  })
  return { portkit, script, connector }
}

const activeNetwork = (portkit: ReturnType<typeof load>['portkit']) =>
  portkit.state.activeCaipNetwork.value?.caipNetworkId

beforeEach(() => clear(createStore('portkit', 'keyval')))

describe('spec 3/4: the chosen network is stored and restored at start', () => {
  it('a network chosen while disconnected is the active network after a reload', async () => {
    const first = load()
    await first.portkit.start()
    expect(activeNetwork(first.portkit)).toBe(devnetAlpha.caipNetworkId)
    await first.portkit.network.switchNetwork(devnetBeta.caipNetworkId)
    first.portkit.stop()

    const reloaded = load()
    await reloaded.portkit.start()
    expect(activeNetwork(reloaded.portkit)).toBe(devnetBeta.caipNetworkId)
    expect(reloaded.portkit.state.activeChain.value).toBe('eip155')
  })

  it('a stored network that is not in the config falls back to the default network', async () => {
    const first = load()
    await first.portkit.start()
    await first.portkit.network.switchNetwork(devnetBeta.caipNetworkId)
    first.portkit.stop()

    // The host dropped Beta from its networks since.
    const reloaded = load(testConfig({ networks: [devnetAlpha] }))
    await reloaded.portkit.start()
    expect(activeNetwork(reloaded.portkit)).toBe(devnetAlpha.caipNetworkId)
  })

  it('a value that names no network at all is ignored', async () => {
    await createStorage().set(STORAGE_KEYS.activeNetwork('eip155'), 'eip155:999999')
    const reloaded = load()
    await reloaded.portkit.start()
    expect(activeNetwork(reloaded.portkit)).toBe(devnetAlpha.caipNetworkId)
  })

  it("a re-synced wallet's own chain wins over the stored choice", async () => {
    const first = load()
    await first.portkit.start()
    await first.portkit.connection.connect(first.connector)
    await first.portkit.network.switchNetwork(devnetBeta.caipNetworkId)
    first.portkit.stop()

    // Meanwhile the visitor moved the wallet back to Alpha in the wallet itself.
    const reloaded = load()
    reloaded.script.reconnect = () =>
      Promise.resolve({ address: '0x1111111111111111111111111111111111111111', chainReference: '31337' })
    await reloaded.portkit.start()
    expect(reloaded.portkit.state.chains.value.eip155?.status).toBe('connected')
    expect(activeNetwork(reloaded.portkit)).toBe(devnetAlpha.caipNetworkId)
  })
})
