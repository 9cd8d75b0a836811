import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { createStorage, type KeyValueBackend, type Storage } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Spec section 8: storage failures are only logged. With storage that throws on every read and write
 * (IndexedDB blocked, quota exceeded, private mode) the modal still works for the session: it starts,
 * opens, connects, shows the account, switches network and disconnects, and nothing throws.
 */

const ADDRESS = '0x1111111111111111111111111111111111111111'
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

const blocked = () => Promise.reject(new DOMException('The database is blocked', 'InvalidStateError'))

/** IndexedDB refusing everything, under Portkit's own storage. */
const blockedDatabase: KeyValueBackend = { get: blocked, set: blocked, del: blocked }

/** A storage handed to Portkit whose own get, set and remove reject. */
const rejectingStorage: Storage = { get: blocked, set: blocked, remove: blocked }

for (const [what, storage] of [
  ['IndexedDB that rejects every call', createStorage({ backend: blockedDatabase })],
  ['a storage whose get, set and remove reject', rejectingStorage],
] as const) {
  describe(`spec 8: with ${what}, the modal works for the session and the failures are only logged`, () => {
    it('start, open, connect, account, network switch, disconnect, connect again', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const { adapter } = scriptedAdapter()
      const connector = testConnector()
      const source = fixedSource(connector)
      const portkit = createPortkit({
        config: testConfig({ projectId: `storage-failure-${what.length}` }),
        adapters: [() => adapter],
        connectors: [() => source],
        storage,
      })
      stops.push(() => portkit.stop())
      await expect(portkit.start()).resolves.toBeUndefined()
      await portkit.modal.open()
      expect(portkit.state.currentView.value.name).toBe('Connect')

      await portkit.connection.connect(connector)
      expect(portkit.state.activeCaipAddress.value).toBe(`eip155:31337:${ADDRESS}`)
      await portkit.modal.open()
      expect(portkit.state.currentView.value.name).toBe('Account')
      const beta = portkit.state.config.networks[1]!
      await portkit.network.switchNetwork(beta.caipNetworkId)
      expect(portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe(beta.caipNetworkId)

      await portkit.connection.disconnect()
      expect(portkit.state.chains.value.eip155?.status).toBe('disconnected')
      await portkit.connection.connect(connector)
      expect(portkit.state.chains.value.eip155?.status).toBe('connected')
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[portkit\] storage /), expect.anything())
    })
  })
}
