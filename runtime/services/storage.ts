import { createStore, del, get, set } from 'idb-keyval'

export { STORAGE_KEYS } from './storage-keys.ts'

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
 * Storage on IndexedDB. Failures (private mode, quota, no IndexedDB during SSR) are only logged: a lost
 * preference must never break connecting. WalletConnect's keys are not kept here: the SDK reads them
 * from the storage the WalletConnect connector gives it, which migrates Portkit's ones from localStorage
 * once (spec 3; runtime/connectors/walletconnect/walletconnect-storage.ts).
 */
export function createStorage(options: StorageOptions = {}): Storage {
  const backend = options.backend ?? (typeof indexedDB === 'undefined' ? undefined : indexedDbBackend())

  async function guarded<T>(
    action: string,
    run: (db: KeyValueBackend) => Promise<T>,
  ): Promise<T | undefined> {
    if (!backend) return undefined
    try {
      return await run(backend)
    } catch (error) {
      console.warn(`[portkit] storage ${action} failed`, error)
      return undefined
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

/**
 * Any Storage with spec 8's rule applied: its rejections are logged and read as nothing, as
 * createStorage's own. Portkit wraps a storage it is given (tests, hosts) in it, so no storage failure
 * reaches the connection or a plugin.
 */
export function loggingFailures(storage: Storage): Storage {
  return createStorage({
    backend: {
      get: (key) => storage.get(key),
      set: (key, value) => storage.set(key, value),
      del: (key) => storage.remove(key),
    },
  })
}
