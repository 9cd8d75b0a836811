import type { SqlDb } from '../db/sql-db.ts'
import type { RateLimitStore } from './rate-limit-store.ts'

/**
 * One statement per hit: the row lock taken by ON CONFLICT ... DO UPDATE orders concurrent hits on a key,
 * so none is lost, and a window that has ended restarts at 1 in the same statement. Times are the
 * database's, the one clock every server shares.
 */
const HIT_SQL = `
  INSERT INTO rate_limit_counters AS counter (key, count, reset_at)
  VALUES ($1, 1, now() + $2::double precision * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN counter.reset_at <= now() THEN 1 ELSE counter.count + 1 END,
    reset_at = CASE WHEN counter.reset_at <= now() THEN EXCLUDED.reset_at ELSE counter.reset_at END
  RETURNING count, ceil(extract(epoch FROM reset_at - now()) * 1000)::bigint AS reset_in_ms
`

/** Ended windows are only dead rows (the next hit on their key resets them), so sweeping them can wait. */
const PRUNE_INTERVAL_MS = 60_000

/**
 * Counters in the services' database (table rate_limit_counters): the fallback when no Redis is
 * configured. Each server sweeps out ended windows on its first hit and then at most once a minute.
 */
export function createSqlRateLimitStore(db: SqlDb): RateLimitStore {
  let nextPruneAt = 0
  return {
    hit: async (key, windowMs) => {
      const { rows } = await db.query<{ count: number; reset_in_ms: number }>(HIT_SQL, [key, windowMs])
      if (Date.now() >= nextPruneAt) {
        nextPruneAt = Date.now() + PRUNE_INTERVAL_MS
        await db.query('DELETE FROM rate_limit_counters WHERE reset_at <= now()')
      }
      const { count, reset_in_ms } = rows[0]!
      return { count, resetInMs: reset_in_ms }
    },
    // The database is the caller's: it outlives the store.
    close: () => Promise.resolve(),
  }
}
