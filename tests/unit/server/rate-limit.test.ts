import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { SqlDb } from '../../../server/db/sql-db.ts'
import { sendJson } from '../../../server/http/respond.ts'
import { startHttpServer } from '../../../server/http/start-http-server.ts'
import { DEFAULT_RATE_LIMITS } from '../../../server/rate-limit/default-rate-limits.ts'
import { rateLimitError } from '../../../server/rate-limit/rate-limit-error.ts'
import type { RateLimitStore } from '../../../server/rate-limit/rate-limit-store.ts'
import { createRateLimiter } from '../../../server/rate-limit/rate-limiter.ts'
import { openRedisRateLimitStore } from '../../../server/rate-limit/redis-rate-limit-store.ts'
import { createSqlRateLimitStore } from '../../../server/rate-limit/sql-rate-limit-store.ts'
import { createPostgresDatabase } from '../../support/test-database.ts'
import { createClient } from 'redis'
import { startPortkitServer } from '../../../server/serve/create-portkit-server.ts'
import { serverConfigFromEnv } from '../../../server/serve/server-config.ts'

// Issue 27: rate limits per IP, per project and per email, counted outside the process so that replicas
// behind a load balancer share each window and a restart forgets none: in Redis, or in the services'
// database (PostgreSQL, or PGlite on one node) when there is no Redis.

const REDIS_URL = process.env.PORTKIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Two servers' stores on one backend (on PGlite, one node, two stores on its one database). */
interface Replicas {
  first: RateLimitStore
  second: RateLimitStore
  /** The database the counters are in; undefined on Redis. */
  db: SqlDb | undefined
  close(): Promise<void>
}

const BACKENDS = {
  // A prefix of this run's own; every test window ends within ten minutes, so its keys expire by themselves.
  redis: async (): Promise<Replicas> => {
    const keyPrefix = `portkit-test:rate-limit:${process.pid}:${randomBytes(4).toString('hex')}:`
    const [first, second] = await Promise.all(
      [1, 2].map(() => openRedisRateLimitStore(REDIS_URL, { keyPrefix })),
    )
    return {
      first: first!,
      second: second!,
      db: undefined,
      close: async () => void (await closeAll([first!, second!])),
    }
  },
  postgres: async (): Promise<Replicas> => {
    const database = await createPostgresDatabase()
    const dbs = await Promise.all([1, 2].map(() => openDevnetDb({ databaseUrl: database.url })))
    return {
      first: createSqlRateLimitStore(dbs[0]!),
      second: createSqlRateLimitStore(dbs[1]!),
      db: dbs[0],
      close: () => closeAll(dbs).finally(database.drop),
    }
  },
  pglite: async (): Promise<Replicas> => {
    const db = await openDevnetDb()
    return {
      first: createSqlRateLimitStore(db),
      second: createSqlRateLimitStore(db),
      db,
      close: () => db.close(),
    }
  },
}

async function closeAll(closables: { close(): Promise<void> }[]): Promise<void> {
  await Promise.all(closables.map((one) => one.close()))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Subjects no other test counts, so tests sharing a backend do not share windows. */
let subjects = 0
const nextIp = () => `198.51.100.${++subjects}`
const nextProject = () => `project-${++subjects}`
const nextKey = () => `key-${++subjects}`

describe.each(Object.keys(BACKENDS) as (keyof typeof BACKENDS)[])('rate limits on %s', (backend) => {
  let replicas: Replicas
  beforeAll(async () => {
    replicas = await BACKENDS[backend]()
  })
  afterAll(() => replicas?.close())

  it('refuses the hit past the limit, with a Retry-After that counts down to the end of the window', async () => {
    const limiter = createRateLimiter(replicas.first, {
      otpIssue: [{ per: 'ip', limit: 3, windowMs: 4_000 }],
    })
    const ip = nextIp()
    for (let hit = 1; hit <= 3; hit++)
      expect(await limiter.check('otpIssue', { ip })).toEqual({ allowed: true })
    const refused = await limiter.check('otpIssue', { ip })
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) })
    const first = refused.allowed ? 0 : refused.retryAfterSeconds
    expect(first).toBeGreaterThanOrEqual(1)
    expect(first).toBeLessThanOrEqual(4)

    await sleep(1_200)
    const later = await limiter.check('otpIssue', { ip })
    // 1.2 s later the window's end is at least one whole second closer, and not yet reached.
    expect(later.allowed).toBe(false)
    expect(later.allowed ? 0 : later.retryAfterSeconds).toBeLessThanOrEqual(first - 1)
    expect(later.allowed ? 0 : later.retryAfterSeconds).toBeGreaterThanOrEqual(1)
  })

  it('reports the time left to the millisecond, by the store’s clock', async () => {
    const key = nextKey()
    const a0 = Date.now()
    const opened = await replicas.first.hit(key, 2_000)
    const a1 = Date.now()
    expect(opened).toEqual({ count: 1, resetInMs: 2_000 })

    await sleep(300)
    const b0 = Date.now()
    const second = await replicas.first.hit(key, 2_000)
    const b1 = Date.now()
    // The store read its clock for the two hits somewhere within each call.
    expect(second.count).toBe(2)
    expect(2_000 - second.resetInMs).toBeGreaterThanOrEqual(b0 - a1 - 2)
    expect(2_000 - second.resetInMs).toBeLessThanOrEqual(b1 - a0 + 2)
  })

  it('allows again once the window has ended, counting from one', async () => {
    const limiter = createRateLimiter(replicas.first, { write: [{ per: 'ip', limit: 1, windowMs: 300 }] })
    const ip = nextIp()
    expect(await limiter.check('write', { ip })).toEqual({ allowed: true })
    expect((await limiter.check('write', { ip })).allowed).toBe(false)
    await sleep(350)
    expect(await limiter.check('write', { ip })).toEqual({ allowed: true })
    expect((await limiter.check('write', { ip })).allowed).toBe(false)
  })

  it('shares one counter between two servers on the same backend', async () => {
    const rules = { nonceIssue: [{ per: 'ip', limit: 3, windowMs: 60_000 }] } as const
    const [first, second] = [
      createRateLimiter(replicas.first, rules),
      createRateLimiter(replicas.second, rules),
    ]
    const ip = nextIp()
    expect(await first.check('nonceIssue', { ip })).toEqual({ allowed: true })
    expect(await second.check('nonceIssue', { ip })).toEqual({ allowed: true })
    expect(await first.check('nonceIssue', { ip })).toEqual({ allowed: true })
    expect((await second.check('nonceIssue', { ip })).allowed).toBe(false)
  })

  it('counts 50 concurrent hits from two servers exactly', async () => {
    const key = nextKey()
    const hits = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? replicas.first : replicas.second).hit(key, 60_000)),
    )
    // A lost increment would show as a count given twice and a last count under 50.
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    )

    const limiter = createRateLimiter(replicas.second, {
      write: [{ per: 'ip', limit: 20, windowMs: 60_000 }],
    })
    const ip = nextIp()
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.check('write', { ip })))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(20)
  })

  it('keeps each IP’s, each project’s and each action’s windows apart', async () => {
    const limiter = createRateLimiter(replicas.first, {
      write: [
        { per: 'ip', limit: 2, windowMs: 60_000 },
        { per: 'project', limit: 3, windowMs: 60_000 },
      ],
      nonceIssue: [{ per: 'ip', limit: 1, windowMs: 60_000 }],
    })
    const [ip, otherIp, thirdIp] = [nextIp(), nextIp(), nextIp()]
    const [project, otherProject] = [nextProject(), nextProject()]
    expect(await limiter.check('write', { ip, project })).toEqual({ allowed: true })
    expect(await limiter.check('write', { ip, project })).toEqual({ allowed: true })
    expect((await limiter.check('write', { ip, project: otherProject })).allowed).toBe(false)
    // The third write to the project, from another IP: the IP's own limit is not the first's.
    expect(await limiter.check('write', { ip: otherIp, project })).toEqual({ allowed: true })
    // The project's fourth: refused whatever the IP, while another project goes on.
    expect((await limiter.check('write', { ip: thirdIp, project })).allowed).toBe(false)
    expect(await limiter.check('write', { ip: thirdIp, project: otherProject })).toEqual({ allowed: true })
    // Writes did not use up the IP's nonces.
    expect(await limiter.check('nonceIssue', { ip })).toEqual({ allowed: true })
  })

  it('counts two windows of one subject apart and waits for the longer to end', async () => {
    const limiter = createRateLimiter(replicas.first, {
      write: [
        { per: 'ip', limit: 1, windowMs: 2_000 },
        { per: 'ip', limit: 1, windowMs: 4_000 },
      ],
    })
    const ip = nextIp()
    expect(await limiter.check('write', { ip })).toEqual({ allowed: true })
    const refused = await limiter.check('write', { ip })
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(2)
  })

  it('sends at most five codes to one mailbox in ten minutes by default, whatever IPs ask', async () => {
    const limiter = createRateLimiter(replicas.first, DEFAULT_RATE_LIMITS)
    const [email, project] = [`${nextKey()}@example.com`, nextProject()]
    for (let code = 1; code <= 5; code++)
      expect(await limiter.check('otpIssue', { ip: nextIp(), email, project })).toEqual({ allowed: true })
    const refused = await limiter.check('otpIssue', { ip: nextIp(), email, project })
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) })
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(9 * 60)
  })

  it('answers a refused request with 429, Retry-After and the shared error body', async () => {
    const limiter = createRateLimiter(replicas.second, { write: [{ per: 'ip', limit: 1, windowMs: 60_000 }] })
    const server = await startHttpServer(() => async (request, response) => {
      const decision = await limiter.check('write', { ip: request.headers['x-test-ip'] as string })
      if (!decision.allowed) throw rateLimitError(decision)
      sendJson(response, 200, { ok: true })
    })
    try {
      const ip = nextIp()
      const post = () => fetch(server.url, { method: 'POST', headers: { 'x-test-ip': ip } })
      expect((await post()).status).toBe(200)
      const refused = await post()
      expect(refused.status).toBe(429)
      const seconds = Number(refused.headers.get('retry-after'))
      expect(seconds).toBeGreaterThanOrEqual(59)
      expect(seconds).toBeLessThanOrEqual(60)
      expect(await refused.json()).toEqual({
        status: 'FAILED',
        reasons: [{ name: 'rateLimit', description: `Too many requests; try again in ${seconds} s` }],
      })
    } finally {
      await server.close()
    }
  })
})

// Redis expires its keys itself; the database's ended windows are deleted by the servers.
describe.each(['postgres', 'pglite'] as const)('rate-limit counters in %s', (backend) => {
  it('sweeps ended windows out of the database when a server starts counting', async () => {
    const replicas = await BACKENDS[backend]()
    try {
      const db = replicas.db!
      const ended = nextKey()
      await replicas.first.hit(ended, 50)
      await sleep(100)
      const restarted = createSqlRateLimitStore(db)
      const current = nextKey()
      await restarted.hit(current, 60_000)
      const { rows } = await db.query<{ key: string }>(
        'SELECT key FROM rate_limit_counters WHERE key IN ($1, $2)',
        [ended, current],
      )
      expect(rows).toEqual([{ key: current }])
    } finally {
      await replicas.close()
    }
  })
})

describe('rate limits in Redis', () => {
  it('refuses to start when Redis cannot be reached, with Redis’s own error', async () => {
    await expect(openRedisRateLimitStore('redis://127.0.0.1:1')).rejects.toThrow(/ECONNREFUSED/)
  })

  it('keeps portkit serve’s counters under PORTKIT_REDIS_KEY_PREFIX, in a Redis other applications share', async () => {
    const keyPrefix = `portkit-test:serve:${process.pid}:${randomBytes(4).toString('hex')}:`
    const config = serverConfigFromEnv({
      PORTKIT_PUBLIC_URL: 'http://127.0.0.1:8787',
      PORT: '0',
      HOST: '127.0.0.1',
      REDIS_URL,
      PORTKIT_REDIS_KEY_PREFIX: keyPrefix,
    })
    const server = await startPortkitServer(config, { database: openDevnetDb(), log: () => undefined })
    const redis = createClient({ url: REDIS_URL })
    await redis.connect()
    try {
      const base = `http://127.0.0.1:${server.listening.port}`
      await fetch(`${base}/analytics/e?projectId=any-project&st=portkit&sv=1`, { method: 'POST', body: '{}' })
      const keys = await redis.keys(`${keyPrefix}*`)
      expect(keys.length).toBeGreaterThan(0)
      await redis.del(keys)
    } finally {
      await redis.quit()
      await server.close()
    }
  })
})
