import { STORAGE_KEYS, WALLET_CONNECT_KEY_PREFIX } from './storage-keys.ts'

/** The part of the Web Storage API the migration reads. */
export interface LocalStorageLike {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  removeItem(key: string): void
}

export interface MigrationTarget {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

/**
 * Moves every `wc@2…` key from localStorage into IndexedDB, once. A key leaves localStorage only after
 * its write succeeded, and the migration is marked done only when every write did, so a failed run is
 * retried on the next start without losing anything.
 */
export async function migrateWalletConnectKeys(
  source: LocalStorageLike,
  target: MigrationTarget,
): Promise<void> {
  if (await target.get(STORAGE_KEYS.walletConnectMigrated)) return
  const keys: string[] = []
  for (let index = 0; index < source.length; index++) {
    const key = source.key(index)
    if (key?.startsWith(WALLET_CONNECT_KEY_PREFIX)) keys.push(key)
  }
  let failed = false
  for (const key of keys) {
    const raw = source.getItem(key)
    if (raw === null) continue
    try {
      await target.set(key, parseStored(raw))
      source.removeItem(key)
    } catch (error) {
      failed = true
      console.warn(`[portkit] could not migrate ${key}`, error)
    }
  }
  if (!failed) await target.set(STORAGE_KEYS.walletConnectMigrated, true)
}

/** WalletConnect writes JSON into localStorage; IndexedDB keeps the value itself. */
function parseStored(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/** localStorage, or undefined where it is missing or access throws (SSR, sandboxed frames). */
export function browserLocalStorage(): LocalStorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}
