import { describe, expect, it } from 'vitest'
import type { TrackedEvent } from '../../../runtime/controllers/events.ts'
import type { Connector } from '../../../runtime/controllers/types.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { DisconnectError } from '../../../runtime/core/errors.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'
import { solanaDevnet } from '../../../runtime/networks/solana.ts'

const SOL_ADDRESS = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

/** Two chains with their own adapters; the connector types decide what disconnects together. */
function setup(types: { eip155: Connector['type']; solana: Connector['type'] }) {
  const evm = scriptedAdapter('eip155')
  const sol = scriptedAdapter('solana')
  sol.script.connect = () =>
    Promise.resolve({ address: SOL_ADDRESS, chainReference: solanaDevnet.id as string })
  const evmConnector = testConnector(`evm-${types.eip155}`, { type: types.eip155 })
  const solConnector = testConnector(`sol-${types.solana}`, { type: types.solana, chain: 'solana' })
  const source = fixedSource(evmConnector, solConnector)
  const storage = memoryStorage()
  const portkit = createPortkit({
    config: testConfig({ networks: [devnetAlpha, solanaDevnet] }),
    adapters: [() => evm.adapter, () => sol.adapter],
    connectors: [() => source],
    storage,
  })
  const sent: TrackedEvent[] = []
  portkit.events.sendEvent = (event) => void sent.push(event)
  const status = (ns: 'eip155' | 'solana') => portkit.state.chains.value[ns]?.status
  async function connectBoth() {
    await portkit.start()
    await portkit.connection.connect(evmConnector)
    await portkit.connection.connect(solConnector)
  }
  return { portkit, evm, sol, storage, sent, status, connectBoth }
}

describe('spec 4: disconnect with a namespace', () => {
  it('disconnects only that chain; each chain is independent', async () => {
    const { portkit, status, connectBoth } = setup({ eip155: 'ANNOUNCED', solana: 'ANNOUNCED' })
    await connectBoth()
    await portkit.connection.disconnect('eip155')
    expect(status('eip155')).toBe('disconnected')
    expect(status('solana')).toBe('connected')
  })

  it('for a wallet-connect connector, the other chains on wallet-connect disconnect too', async () => {
    const { portkit, status, connectBoth } = setup({ eip155: 'WALLET_CONNECT', solana: 'WALLET_CONNECT' })
    await connectBoth()
    await portkit.connection.disconnect('eip155')
    expect(status('eip155')).toBe('disconnected')
    expect(status('solana')).toBe('disconnected')
  })

  it('for an auth connector, the other chains on the auth connector disconnect too', async () => {
    const { portkit, status, connectBoth } = setup({ eip155: 'AUTH', solana: 'AUTH' })
    await connectBoth()
    await portkit.connection.disconnect('solana')
    expect(status('eip155')).toBe('disconnected')
    expect(status('solana')).toBe('disconnected')
  })

  it('a chain on another connector type stays connected', async () => {
    const { portkit, status, connectBoth } = setup({ eip155: 'WALLET_CONNECT', solana: 'ANNOUNCED' })
    await connectBoth()
    await portkit.connection.disconnect('eip155')
    expect(status('solana')).toBe('connected')
  })

  it('another connection becomes current', async () => {
    const { portkit, connectBoth } = setup({ eip155: 'ANNOUNCED', solana: 'ANNOUNCED' })
    await connectBoth()
    expect(portkit.state.activeChain.value).toBe('solana')
    await portkit.connection.disconnect('solana')
    expect(portkit.state.activeChain.value).toBe('eip155')
    expect(portkit.state.activeCaipAddress.value).toMatch(/^eip155:/)
  })
})

describe('spec 4: disconnect without a namespace', () => {
  it('disconnects every chain', async () => {
    const { portkit, status, connectBoth } = setup({ eip155: 'ANNOUNCED', solana: 'ANNOUNCED' })
    await connectBoth()
    await portkit.connection.disconnect()
    expect([status('eip155'), status('solana')]).toEqual(['disconnected', 'disconnected'])
    expect(portkit.connection.status.value).toBe('disconnected')
  })

  it('clears connector ids, social data and the connected-namespace record', async () => {
    const { portkit, storage, connectBoth } = setup({ eip155: 'ANNOUNCED', solana: 'ANNOUNCED' })
    await connectBoth()
    expect(storage.data.get(STORAGE_KEYS.connectedNamespaces)).toBe('eip155,solana')
    await storage.set(STORAGE_KEYS.socialProvider, 'google')
    await storage.set(STORAGE_KEYS.socialUsername, 'visitor')
    await portkit.connection.disconnect()
    expect(storage.data.has(STORAGE_KEYS.connectorId('eip155'))).toBe(false)
    expect(storage.data.has(STORAGE_KEYS.connectorId('solana'))).toBe(false)
    expect(storage.data.has(STORAGE_KEYS.socialProvider)).toBe(false)
    expect(storage.data.has(STORAGE_KEYS.socialUsername)).toBe(false)
    expect(storage.data.has(STORAGE_KEYS.connectedNamespaces)).toBe(false)
  })

  it('sends DISCONNECT_SUCCESS on success', async () => {
    const { portkit, sent, connectBoth } = setup({ eip155: 'ANNOUNCED', solana: 'ANNOUNCED' })
    await connectBoth()
    await portkit.connection.disconnect()
    expect(sent.map((e) => e.event)).toEqual(['DISCONNECT_SUCCESS'])
  })

  it("collects every failure, logs, sends DISCONNECT_ERROR and throws 'Failed to disconnect'", async () => {
    const { portkit, evm, sol, sent, status, connectBoth } = setup({
      eip155: 'ANNOUNCED',
      solana: 'ANNOUNCED',
    })
    await connectBoth()
    evm.script.disconnect = () => Promise.reject(new Error('evm down'))
    sol.script.disconnect = () => Promise.reject(new Error('sol down'))
    const logged: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void logged.push(args)
    try {
      const error = await portkit.connection.disconnect().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DisconnectError)
      expect((error as Error).message).toBe('Failed to disconnect')
    } finally {
      console.error = original
    }
    expect(logged).toHaveLength(1)
    expect(sent).toEqual([
      { type: 'track', event: 'DISCONNECT_ERROR', properties: { message: 'evm down; sol down' } },
    ])
    // Both chains were still cleared locally: one failing chain does not block the other.
    expect([status('eip155'), status('solana')]).toEqual(['disconnected', 'disconnected'])
  })
})
