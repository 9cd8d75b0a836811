import { createStore, del, get, set } from 'idb-keyval'
import { browserLocalStorage, migrateWalletConnectKeys, type LocalStorageLike } from './storage-migration.ts'

export { STORAGE_KEYS, WALLET_CONNECT_KEY_PREFIX } from './storage-keys.ts'

export interface Storage {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
}

/** Raw key-value access underneath Storage; failures surface as rejections. */
export interface KeyValueBackend {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
}

export interface StorageOptions {
  /** IndexedDB through idb-keyval by default. */
  backend?: KeyValueBackend
  /** Where wallet-connect keys are migrated from; the page's localStorage by default, null for none. */
  localStorage?: LocalStorageLike | null
}

/** The `portkit` IndexedDB database; opened on first use, so SSR and import never touch it. */
export function indexedDbBackend(): KeyValueBackend {
  let store: ReturnType<typeof createStore> | undefined
  const db = () => (store ??= createStore('portkit', 'keyval'))
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
  }
}

/**
 * Storage on IndexedDB with the one-time migration of wallet-connect keys out of localStorage. Failures
 * (private mode, quota, no IndexedDB during SSR) are only logged: a lost preference must never break
 * connecting.
 */
export function createStorage(options: StorageOptions = {}): Storage {
  const backend = options.backend ?? (typeof indexedDB === 'undefined' ? undefined : indexedDbBackend())
  let migration: Promise<void> | undefined

  async function guarded<T>(
    action: string,
    run: (db: KeyValueBackend) => Promise<T>,
  ): Promise<T | undefined> {
    if (!backend) return undefined
    try {
      await (migration ??= migrate(backend))
      return await run(backend)
    } catch (error) {
      console.warn(`[portkit] storage ${action} failed`, error)
      return undefined
    }
  }

  async function migrate(db: KeyValueBackend): Promise<void> {
    const source = options.localStorage === undefined ? browserLocalStorage() : options.localStorage
    if (!source) return
    try {
      await migrateWalletConnectKeys(source, db)
    } catch (error) {
      console.warn('[portkit] storage migration failed', error)
    }
  }

  return {
    get: <T>(key: string) => guarded('read', (db) => db.get(key) as Promise<T>),
    set: async (key, value) => {
      await guarded('write', (db) => db.set(key, value))
    },
    remove: async (key) => {
      await guarded('delete', (db) => db.del(key))
    },
  }
}
