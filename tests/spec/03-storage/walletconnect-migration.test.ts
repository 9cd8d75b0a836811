import 'fake-indexeddb/auto'
import { clear, createStore } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX } from '../../../runtime/connectors/walletconnect/load-universal-provider.ts'
import {
  WALLETCONNECT_DATABASE,
  walletConnectStorage,
} from '../../../runtime/connectors/walletconnect/walletconnect-storage.ts'

/**
 * Spec 3: storage uses an indexed database, with a one-time migration of WalletConnect keys from local
 * storage. The storage under test is the one the WalletConnect connector hands the SDK's core (its
 * `storage` option): what it returns is what the SDK reads. Keys under Portkit's storage prefix move; the
 * keys of another WalletConnect client on the page (v2 without the prefix, v1's `walletconnect`) stay.
 */
const OWN_SESSION = `wc@2:client:0.3:${STORAGE_PREFIX}//session`
const OWN_KEYCHAIN = `wc@2:core:0.3:${STORAGE_PREFIX}//keychain`
const OTHER_SESSION = 'wc@2:client:0.3//session'
const OTHER_V1 = 'walletconnect'
const PROVIDER_NAMESPACES = 'wc@2:universal_provider:/namespacestopic1'

/** A browser's localStorage (Node has none): string values, keys in insertion order. */
function fakeLocalStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

let local: Storage
beforeEach(async () => {
  await clear(createStore(WALLETCONNECT_DATABASE, 'keyvaluestorage'))
  local = fakeLocalStorage()
  vi.stubGlobal('localStorage', local)
  // As an SDK that kept its keys in localStorage left them: JSON text.
  local.setItem(OWN_SESSION, JSON.stringify([{ topic: 'topic1', expiry: 1 }]))
  local.setItem(OWN_KEYCHAIN, JSON.stringify({ topic1: 'key' }))
  local.setItem(PROVIDER_NAMESPACES, JSON.stringify({ eip155: { chains: ['eip155:1'] } }))
  local.setItem(OTHER_SESSION, JSON.stringify([{ topic: 'theirs' }]))
  local.setItem(OTHER_V1, JSON.stringify({ connected: true }))
})

describe("spec 3: WalletConnect keys migrate once from localStorage into the SDK's storage", () => {
  it("the SDK reads Portkit's keys (and its provider's) from the storage it is given, at the first read", async () => {
    const storage = walletConnectStorage(STORAGE_PREFIX)
    expect(await storage.getItem(OWN_SESSION)).toEqual([{ topic: 'topic1', expiry: 1 }])
    expect(await storage.getItem(OWN_KEYCHAIN)).toEqual({ topic1: 'key' })
    expect(await storage.getItem(PROVIDER_NAMESPACES)).toEqual({ eip155: { chains: ['eip155:1'] } })
    expect((await storage.getKeys()).sort()).toEqual([OWN_KEYCHAIN, OWN_SESSION, PROVIDER_NAMESPACES].sort())
    expect(await storage.getItem(OTHER_SESSION)).toBeUndefined()
  })

  it("another client's keys stay in localStorage, untouched; Portkit's own leave it", async () => {
    await walletConnectStorage(STORAGE_PREFIX).getKeys()
    expect(local.getItem(OTHER_SESSION)).toBe(JSON.stringify([{ topic: 'theirs' }]))
    expect(local.getItem(OTHER_V1)).toBe(JSON.stringify({ connected: true }))
    // The provider's keys carry no prefix: they may be another client's, so they are copied, not moved.
    expect(local.getItem(PROVIDER_NAMESPACES)).not.toBeNull()
    expect(local.getItem(OWN_SESSION)).toBeNull()
    expect(local.getItem(OWN_KEYCHAIN)).toBeNull()
  })

  it('runs once: what the SDK wrote since wins, and a key left later is not moved', async () => {
    const storage = walletConnectStorage(STORAGE_PREFIX)
    await storage.setItem(OWN_SESSION, [{ topic: 'topic2' }])
    local.setItem(OWN_SESSION, JSON.stringify([{ topic: 'stale' }]))
    const again = walletConnectStorage(STORAGE_PREFIX)
    expect(await again.getItem(OWN_SESSION)).toEqual([{ topic: 'topic2' }])
    expect(local.getItem(OWN_SESSION)).toBe(JSON.stringify([{ topic: 'stale' }]))
  })

  it('values round-trip as the SDK writes them (JSON text, bigints kept), and removal removes', async () => {
    const storage = walletConnectStorage(STORAGE_PREFIX)
    await storage.setItem('wc@2:core:0.3:portkit//expirer', { big: 12345678901234567890n, list: [1] })
    expect(await storage.getItem('wc@2:core:0.3:portkit//expirer')).toEqual({
      big: 12345678901234567890n,
      list: [1],
    })
    expect(await storage.getEntries()).toContainEqual([OWN_KEYCHAIN, { topic1: 'key' }])
    await storage.removeItem(OWN_KEYCHAIN)
    expect(await storage.getItem(OWN_KEYCHAIN)).toBeUndefined()
  })
})
