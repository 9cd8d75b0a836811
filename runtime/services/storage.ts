import { createStore, del, get, set, type UseStore } from 'idb-keyval'

/** Keys of spec section 3 that the runtime persists. */
export const STORAGE_KEYS = {
  connectionStatus: (namespace: string) => `@portkit/connection-status/${namespace}`,
  connectorId: (namespace: string) => `@portkit/connector-id/${namespace}`,
  activeNetwork: (namespace: string) => `@portkit/active-network/${namespace}`,
  lastUsedChain: '@portkit/last-used-chain',
} as const

export interface Storage {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
}

/**
 * IndexedDB storage. Failures (private mode, quota, no IndexedDB during SSR) are only logged: a lost
 * preference must never break connecting.
 */
export function createStorage(): Storage {
  let store: UseStore | undefined
  const db = () => (store ??= createStore('portkit', 'keyval'))
  const available = () => typeof indexedDB !== 'undefined'

  async function guarded<T>(action: string, run: () => Promise<T>): Promise<T | undefined> {
    if (!available()) return undefined
    try {
      return await run()
    } catch (error) {
      console.warn(`[portkit] storage ${action} failed`, error)
      return undefined
    }
  }

  return {
    get: (key) => guarded('read', () => get(key, db())),
    set: async (key, value) => {
      await guarded('write', () => set(key, value, db()))
    },
    remove: async (key) => {
      await guarded('delete', () => del(key, db()))
    },
  }
}
