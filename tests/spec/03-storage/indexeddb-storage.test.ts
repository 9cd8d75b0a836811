import 'fake-indexeddb/auto'
import { clear, createStore } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createStorage,
  indexedDbBackend,
  STORAGE_KEYS,
  type KeyValueBackend,
} from '../../../runtime/services/storage.ts'

// fake-indexeddb/auto installs a complete in-memory IndexedDB as the global one (per test file).

afterEach(() => vi.restoreAllMocks())

/** Each test starts from an empty portkit store (the database stays open, as in a page). */
async function freshBackend(): Promise<KeyValueBackend> {
  await clear(createStore('portkit', 'keyval'))
  return indexedDbBackend()
}

describe('spec 3: storage uses an indexed database', () => {
  it('values round-trip through IndexedDB and survive a new Storage instance', async () => {
    await freshBackend()
    const storage = createStorage()
    await storage.set(STORAGE_KEYS.recentWallets, [{ id: 'a', name: 'A' }])
    await storage.set(STORAGE_KEYS.lastEmailLoginTime, 1_700_000_000_000)
    const again = createStorage()
    expect(await again.get(STORAGE_KEYS.recentWallets)).toEqual([{ id: 'a', name: 'A' }])
    expect(await again.get(STORAGE_KEYS.lastEmailLoginTime)).toBe(1_700_000_000_000)
    await again.remove(STORAGE_KEYS.recentWallets)
    expect(await storage.get(STORAGE_KEYS.recentWallets)).toBeUndefined()
  })

  it('every local-storage key of spec section 3 exists, under one prefix, each distinct', () => {
    const keys = [
      STORAGE_KEYS.lastUsedChain,
      STORAGE_KEYS.loginEmail,
      STORAGE_KEYS.emailLoginUsed,
      STORAGE_KEYS.lastEmailLoginTime,
      STORAGE_KEYS.socialUsername,
      STORAGE_KEYS.smartAccountEnabledNetworks,
      STORAGE_KEYS.preferredAccountTypes,
      STORAGE_KEYS.recentWallets,
      STORAGE_KEYS.connectedNamespaces,
      STORAGE_KEYS.socialProvider,
      STORAGE_KEYS.connectionStatus('eip155'),
      STORAGE_KEYS.connectorId('eip155'),
      STORAGE_KEYS.activeNetwork('eip155'),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^@portkit\//)
    expect(STORAGE_KEYS.connectionStatus('eip155')).not.toBe(STORAGE_KEYS.connectionStatus('solana'))
  })
})

describe('spec 8: storage failures are only logged', () => {
  it('a value IndexedDB cannot store is logged, not thrown', async () => {
    await freshBackend()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = createStorage()
    await expect(storage.set('fn', () => 1)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('[portkit] storage write failed', expect.anything())
  })

  it('a failing backend gives undefined reads and silent writes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken: KeyValueBackend = {
      get: () => Promise.reject(new Error('InvalidStateError')),
      set: () => Promise.reject(new Error('InvalidStateError')),
      del: () => Promise.reject(new Error('InvalidStateError')),
    }
    const storage = createStorage({ backend: broken })
    await expect(storage.get('k')).resolves.toBeUndefined()
    await expect(storage.set('k', 1)).resolves.toBeUndefined()
    await expect(storage.remove('k')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
