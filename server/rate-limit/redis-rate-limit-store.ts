import { importOptional } from '../optional-package.ts'
import type { RateLimitStore } from './rate-limit-store.ts'

/**
 * Redis runs a script atomically: concurrent hits from any number of servers each count, and no counter
 * is ever left without an expiry (it would never reset). PTTL is the window's time left by Redis's clock.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`

/** Most waits between reconnect attempts once connected. */
const MAX_RECONNECT_DELAY_MS = 2_000

export interface RedisRateLimitOptions {
  /** Namespaces the counters in a Redis shared with other applications. */
  keyPrefix?: string
}

/**
 * Counters in Redis at `url`. The `redis` package is loaded only here, so a host without Redis never
 * needs it. Fails now if Redis cannot be reached; later outages fail each hit until it reconnects.
 */
export async function openRedisRateLimitStore(
  url: string,
  { keyPrefix = 'portkit:rate-limit:' }: RedisRateLimitOptions = {},
): Promise<RateLimitStore> {
  const redis = await importOptional('redis', 'Rate limits in Redis (REDIS_URL)', () => import('redis'))
  let connected = false
  const client = redis.createClient({
    url,
    // A hit while Redis is away fails at once instead of holding the request until it is back.
    disableOfflineQueue: true,
    socket: {
      // The first connection fails with Redis's own error; a dropped one keeps retrying.
      reconnectStrategy: (retries, cause) =>
        connected ? Math.min(retries * 100, MAX_RECONNECT_DELAY_MS) : cause,
    },
  })
  // Connection errors are retried above; an unhandled 'error' event would take the process down.
  client.on('error', () => undefined)
  await client.connect()
  connected = true
  return {
    hit: async (key, windowMs) => {
      const reply = await client.eval(HIT_SCRIPT, { keys: [keyPrefix + key], arguments: [String(windowMs)] })
      const [count, resetInMs] = reply as [number, number]
      return { count, resetInMs }
    },
    close: () => client.close(),
  }
}
