import 'fake-indexeddb/auto'
import { clear, createStore } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createStorage,
  indexedDbBackend,
  STORAGE_KEYS,
  type KeyValueBackend,
} from '../../../runtime/services/storage.ts'
import { fakeLocalStorage } from '../../support/fake-local-storage.ts'

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
    const storage = createStorage({ localStorage: null })
    await storage.set(STORAGE_KEYS.recentWallets, [{ id: 'a', name: 'A' }])
    await storage.set(STORAGE_KEYS.lastEmailLoginTime, 1_700_000_000_000)
    const again = createStorage({ localStorage: null })
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

describe('spec 3: one-time migration of wallet-connect keys from local storage', () => {
  const session = { topic: 'abc', expiry: 1_900_000_000 }

  it("moves every key starting with 'wc@2' into IndexedDB and removes it from localStorage", async () => {
    await freshBackend()
    const local = fakeLocalStorage({
      'wc@2:client:0.3//session': JSON.stringify([session]),
      'wc@2:core:0.3//keychain': JSON.stringify({ k: 'v' }),
      'wc@2:core:0.3//raw': 'not json',
      theme: 'dark',
      walletconnect: 'legacy v1 key, not migrated',
    })
    const storage = createStorage({ localStorage: local })
    expect(await storage.get('wc@2:client:0.3//session')).toEqual([session])
    expect(await storage.get('wc@2:core:0.3//keychain')).toEqual({ k: 'v' })
    expect(await storage.get('wc@2:core:0.3//raw')).toBe('not json')
    expect([...local.data.keys()].sort()).toEqual(['theme', 'walletconnect'])
    expect(await storage.get(STORAGE_KEYS.walletConnectMigrated)).toBe(true)
  })

  it('runs once: keys written to localStorage later are not migrated by a new instance', async () => {
    await freshBackend()
    const local = fakeLocalStorage({ 'wc@2:a': '1' })
    await createStorage({ localStorage: local }).get('anything')
    local.setItem('wc@2:b', '2')
    const later = createStorage({ localStorage: local })
    expect(await later.get('wc@2:b')).toBeUndefined()
    expect(local.data.get('wc@2:b')).toBe('2')
  })

  it('migrates before the first read, so wallet-connect finds its keys at once', async () => {
    await freshBackend()
    const local = fakeLocalStorage({ 'wc@2:first': '"x"' })
    expect(await createStorage({ localStorage: local }).get('wc@2:first')).toBe('x')
  })

  it('a key leaves localStorage only after its write succeeded; a failed run is not marked done', async () => {
    const backend = await freshBackend()
    const failing: KeyValueBackend = {
      ...backend,
      set: (key, value) =>
        key === 'wc@2:bad' ? Promise.reject(new Error('QuotaExceededError')) : backend.set(key, value),
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const local = fakeLocalStorage({ 'wc@2:good': '1', 'wc@2:bad': '2' })
    await createStorage({ backend: failing, localStorage: local }).get('x')
    expect(local.removed).toEqual(['wc@2:good'])
    expect(local.data.get('wc@2:bad')).toBe('2')
    expect(await backend.get('wc@2:good')).toBe(1)
    expect(await backend.get(STORAGE_KEYS.walletConnectMigrated)).toBeUndefined()
    expect(warn).toHaveBeenCalled()

    // The next start retries and finishes.
    await createStorage({ backend, localStorage: local }).get('x')
    expect(await backend.get('wc@2:bad')).toBe(2)
    expect(local.data.size).toBe(0)
    expect(await backend.get(STORAGE_KEYS.walletConnectMigrated)).toBe(true)
  })
})

describe('spec 8: storage failures are only logged', () => {
  it('a value IndexedDB cannot store is logged, not thrown', async () => {
    await freshBackend()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = createStorage({ localStorage: null })
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
    const storage = createStorage({ backend: broken, localStorage: null })
    await expect(storage.get('k')).resolves.toBeUndefined()
    await expect(storage.set('k', 1)).resolves.toBeUndefined()
    await expect(storage.remove('k')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
