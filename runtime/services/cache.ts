import { CACHE_EXPIRY_MS } from '../core/constants.ts'

/** The cached record kinds of spec section 3, each expiring after its time of spec section 9. */
export type CacheKind = keyof typeof CACHE_EXPIRY_MS

export interface CachedRecord<T> {
  value: T
  /** When the value was stored (ms since epoch). */
  timestamp: number
}

/**
 * Per-instance cache of timestamped records (balance 30 s, native balance 30 s, name and identity 5 min).
 * In memory on purpose: balances and names are cheap to ask again after a reload, and a stale balance
 * from storage would be shown as if it were current.
 */
export function createRecordCache(now: () => number = Date.now) {
  const records = new Map<string, CachedRecord<unknown>>()
  const keyOf = (kind: CacheKind, key: string) => `${kind}:${key.toLowerCase()}`

  return {
    get<T>(kind: CacheKind, key: string): T | undefined {
      const record = records.get(keyOf(kind, key))
      if (!record) return undefined
      if (now() - record.timestamp >= CACHE_EXPIRY_MS[kind]) {
        records.delete(keyOf(kind, key))
        return undefined
      }
      return record.value as T
    },
    set<T>(kind: CacheKind, key: string, value: T): void {
      records.set(keyOf(kind, key), { value, timestamp: now() })
    },
    /** Drops every record of a kind (e.g. balances after a send). */
    clear(kind: CacheKind): void {
      for (const key of records.keys()) if (key.startsWith(`${kind}:`)) records.delete(key)
    },
  }
}

export type RecordCache = ReturnType<typeof createRecordCache>
