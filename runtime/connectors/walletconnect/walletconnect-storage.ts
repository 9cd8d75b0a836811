import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'
import { createStore, del, entries, get, keys, set } from 'idb-keyval'

/** The SDK's key-value storage contract (IKeyValueStorage), which its core reads and writes all state through. */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** Portkit's own WalletConnect database: another WalletConnect client on the page keeps the SDK's default one. */
export const WALLETCONNECT_DATABASE = 'portkit-walletconnect'
const TABLE = 'keyvaluestorage'
/** Set once the localStorage keys have been looked at: the migration runs once per browser profile. */
export const MIGRATED_KEY = 'portkit:localStorage-migrated'
/** The universal provider's own keys carry no storage prefix (a session topic ends them instead). */
const PROVIDER_KEY_PREFIX = 'wc@2:universal_provider:'

/**
 * The storage handed to the SDK's core (spec 3: storage uses an indexed database, with a one-time
 * migration of WalletConnect keys from local storage). Values are JSON text, as the SDK's own storage
 * keeps them. Before the first read or write, the keys an older SDK kept in localStorage under Portkit's
 * prefix move here; the universal provider's unprefixed keys are copied and left; every other client's
 * keys are not touched (the SDK's default storage moves and deletes all of them).
 */
export function walletConnectStorage(storagePrefix: string): WalletConnectStorage {
  const table = createStore(WALLETCONNECT_DATABASE, TABLE)
  let migrated: Promise<void> | undefined
  const ready = () => (migrated ??= migrateFromLocalStorage(table, storagePrefix))
  return {
    // Every key here is a string: only setItem and the migration write, both with string keys.
    getKeys: async () => {
      await ready()
      return (await keys<string>(table)).filter((key) => key !== MIGRATED_KEY)
    },
    getEntries: async <T>() => {
      await ready()
      const all = await entries<string, string>(table)
      return all
        .filter(([key]) => key !== MIGRATED_KEY)
        .map(([key, text]): [string, T] => [key, safeJsonParse(text) as T])
    },
    getItem: async <T>(key: string) => {
      await ready()
      const text = await get<string>(key, table)
      return text === undefined ? undefined : (safeJsonParse(text) as T)
    },
    setItem: async (key, value) => {
      await ready()
      await set(key, safeJsonStringify(value), table)
    },
    removeItem: async (key) => {
      await ready()
      await del(key, table)
    },
  }
}

async function migrateFromLocalStorage(table: ReturnType<typeof createStore>, prefix: string): Promise<void> {
  if ((await get(MIGRATED_KEY, table)) || typeof localStorage === 'undefined') return
  // The SDK's core and sign client write `wc@2:<part>:<version>:<prefix>//<name>`.
  const own = (key: string) => key.startsWith('wc@2:') && key.includes(`:${prefix}//`)
  const stored = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
  for (const key of stored) {
    if (key === null) continue
    if (!own(key) && !key.startsWith(PROVIDER_KEY_PREFIX)) continue
    const text = localStorage.getItem(key)
    // A key the SDK already wrote here is newer than the one left behind.
    if (text !== null && (await get(key, table)) === undefined) await set(key, text, table)
    if (own(key)) localStorage.removeItem(key)
  }
  await set(MIGRATED_KEY, true, table)
}
