import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../../../../devnet/accounts.ts'
import { startAnvil, type AnvilNode } from '../../../../devnet/anvil.ts'
import { startMailCatcher, type MailCatcher } from '../../../../devnet/services/mail-catcher/mail-catcher.ts'
import type { ChainSource } from '../../../../server/data-api/chain-source.ts'
import { DEFAULT_RATE_LIMITS } from '../../../../server/rate-limit/default-rate-limits.ts'
import type { PortkitServerConfig } from '../../../../server/serve/server-config.ts'
import { runServeCommand, startServeProcess, type ServeProcess } from '../../../support/serve-process.ts'
import { createPostgresDatabase } from '../../../support/test-database.ts'
import { COMMON_QUERY } from '../contract-client.ts'

// Issue 27, Deliver 4: N replicas of `portkit serve` on one PostgreSQL give the same answers, and a
// restart loses nothing. Each replica is a real process of the built CLI.

const CHAIN_ID = 31337
const ORIGIN = 'http://127.0.0.1:5173'
const NONCES_PER_IP = 4
/** ENSIP-11: the coin type names use for the served chain. */
const COIN_TYPE = (0x80000000 | CHAIN_ID) >>> 0
const account = privateKeyToAccount(testAccounts(1)[0]!.privateKey)

let anvil: AnvilNode
let database: { url: string; drop(): Promise<void> }
let settings: Partial<PortkitServerConfig>
const replicas: ServeProcess[] = []

const startReplica = async () => {
  const replica = await startServeProcess({ env: { DATABASE_URL: database.url }, file: settings })
  replicas.push(replica)
  return replica
}

beforeAll(async () => {
  ;[anvil, database] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), createPostgresDatabase()])
  const chain: ChainSource = {
    chainId: CHAIN_ID,
    caipNetworkId: `eip155:${CHAIN_ID}`,
    name: 'Local',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    uniswapV3: {
      factory: '0x0000000000000000000000000000000000000001',
      quoterV2: '0x0000000000000000000000000000000000000003',
      swapRouter02: '0x0000000000000000000000000000000000000004',
      weth: '0x0000000000000000000000000000000000000005',
    },
    sessionAccount: '0x0000000000000000000000000000000000000002',
  }
  // The project the tests' calls name, as an operator adds it: every service, the test page's origin.
  const env = { DATABASE_URL: database.url }
  expect((await runServeCommand(['project', 'add', COMMON_QUERY.projectId], env)).code).toBe(0)
  expect((await runServeCommand(['project', 'allow-origin', COMMON_QUERY.projectId, ORIGIN], env)).code).toBe(
    0,
  )
  settings = {
    chains: [chain],
    trustProxy: true,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      nonceIssue: [{ per: 'ip', limit: NONCES_PER_IP, windowMs: 60_000 }],
    },
  }
}, 60_000)

afterAll(async () => {
  await Promise.allSettled(replicas.map((replica) => replica.stop()))
  await Promise.allSettled([anvil?.stop(), database?.drop()])
})

/** The fields these tests read from the services' answers. */
interface Answer {
  nonce?: string
  session?: { id: string; data: { accountAddress: string } }
  reasons?: { name: string }[]
  success?: boolean
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const url = new URL(`${base}${path}`)
  for (const [name, value] of Object.entries(COMMON_QUERY)) url.searchParams.set(name, value)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  // A 204 (an analytics event kept) has no body.
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as Answer,
  }
}

/** How many analytics events with `eventId` the servers' database holds. */
async function storedEvents(eventId: string): Promise<number> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM analytics_events WHERE event_id = $1',
      [eventId],
    )
    return rows[0]!.n
  } finally {
    await client.end()
  }
}

/** Each test's client has an address of its own (the servers trust X-Forwarded-For), so limits do not mix. */
const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip })

async function signIn(nonceFrom: ServeProcess, verifyOn: ServeProcess, ip: string) {
  const { body: issued } = await post(nonceFrom.url, '/auth/v1/siwx/nonce', {}, fromIp(ip))
  const message = createSiweMessage({
    address: account.address,
    chainId: CHAIN_ID,
    domain: '127.0.0.1:5173',
    uri: `${ORIGIN}/`,
    version: '1',
    nonce: issued.nonce!,
    issuedAt: new Date(),
  })
  const signed = { message, signature: await account.signMessage({ message }) }
  return { signed, session: await post(verifyOn.url, '/auth/v1/siwx/sessions', signed, fromIp(ip)) }
}

/** Registers `name` to the test account as the runtime does: a JSON message signed with personal_sign. */
async function registerName(replica: ServeProcess, name: string, ip: string) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await account.signMessage({ message })
  const body = { coin_type: COIN_TYPE, address: account.address, message, signature }
  return post(replica.url, '/data/v1/profile/account', body, fromIp(ip))
}

describe('two portkit serve replicas on one PostgreSQL', () => {
  let a: ServeProcess
  let b: ServeProcess

  beforeAll(async () => {
    ;[a, b] = await Promise.all([startReplica(), startReplica()])
  }, 60_000)

  it('a SIWX nonce issued by one is spent on the other, and a replay is refused on both', async () => {
    const { signed, session } = await signIn(a, b, '192.0.2.1')
    expect(session.status).toBe(200)
    expect(session.body.session?.data.accountAddress.toLowerCase()).toBe(account.address.toLowerCase())
    for (const replica of [a, b]) {
      const replay = await post(replica.url, '/auth/v1/siwx/sessions', signed)
      expect(replay.status).toBe(401)
      expect(JSON.stringify(replay.body.reasons)).toMatch(/nonce/i)
    }
  })

  it('counts the nonce limit together: past it, either replica answers 429 with Retry-After', async () => {
    const ip = fromIp('198.51.100.7')
    // Alternating replicas: both count on one shared counter.
    const statuses: number[] = []
    for (let i = 0; i < NONCES_PER_IP; i++) {
      statuses.push((await post((i % 2 ? b : a).url, '/auth/v1/siwx/nonce', {}, ip)).status)
    }
    expect(statuses).toEqual(Array(NONCES_PER_IP).fill(200))
    const refused = await post(a.url, '/auth/v1/siwx/nonce', {}, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.reasons?.[0]?.name).toBe('rateLimit')
    expect((await post(b.url, '/auth/v1/siwx/nonce', {}, ip)).status).toBe(429)
    // Another client is not held back.
    expect((await post(b.url, '/auth/v1/siwx/nonce', {}, fromIp('198.51.100.8'))).status).toBe(200)
  })

  it('refuses a body over the limit with 413 and keeps serving', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(1_100_000) })
    expect((await post(a.url, '/analytics/e', huge)).status).toBe(413)
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200)
  })

  it('gives every answer a request id, echoes a caller id, and logs lines without addresses', async () => {
    const own = await fetch(`${a.url}/healthz`)
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const echoed = await fetch(
      `${a.url}/data/v1/account/${account.address}/balance?currency=usd&projectId=p&st=s&sv=v`,
      {
        headers: { 'X-Request-Id': 'lb-request-12345' },
      },
    )
    expect(echoed.headers.get('x-request-id')).toBe('lb-request-12345')
    await expect.poll(() => a.logs.find((line) => line.requestId === 'lb-request-12345')).toBeTruthy()
    const line = a.logs.find((entry) => entry.requestId === 'lb-request-12345')!
    expect(line).toMatchObject({ level: 'info', message: 'request', method: 'GET', status: echoed.status })
    expect(JSON.stringify(a.logs)).not.toContain(account.address.slice(2).toLowerCase())
    expect(JSON.stringify(a.logs).toLowerCase()).not.toContain(account.address.slice(2).toLowerCase())
  })

  it('keeps events, sessions and names across a restart (SIGTERM exits 0)', async () => {
    const eventId = randomUUID()
    const event = {
      eventId,
      url: `${ORIGIN}/`,
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'track', event: 'DISCONNECT_SUCCESS', properties: {} },
    }
    expect((await post(b.url, '/analytics/e', event)).status).toBe(204)
    const { session } = await signIn(b, b, '192.0.2.2')
    expect(session.status).toBe(200)
    const name = `restart-${randomUUID().slice(0, 8)}.portkit.id`
    const registered = await registerName(b, name, '192.0.2.3')
    expect([registered.status, registered.body]).toEqual([200, { success: true }])

    expect(await b.stop()).toBe(0)
    const again = await startReplica()
    const query = new URLSearchParams(COMMON_QUERY)
    const read = await fetch(`${again.url}/auth/v1/siwx/sessions/${session.body.session!.id}?${query}`)
    expect(read.status).toBe(200)
    expect(await storedEvents(eventId)).toBe(1)
    const record = await fetch(`${again.url}/data/v1/profile/account/${name}?${query}`)
    expect(record.status).toBe(200)
    expect(await record.json()).toMatchObject({
      name,
      source: 'portkit',
      addresses: { [String(COIN_TYPE)]: { address: account.address } },
    })
  })
})

describe('email login across replicas and restarts', () => {
  let catcher: MailCatcher
  let a: ServeProcess
  let b: ServeProcess

  beforeAll(async () => {
    catcher = await startMailCatcher()
    settings = {
      ...settings,
      email: {
        smtpUrl: `smtp://${catcher.smtp.host}:${catcher.smtp.port}`,
        from: 'Shop <login@shop.example>',
      },
    }
    ;[a, b] = await Promise.all([startReplica(), startReplica()])
  }, 120_000)
  afterAll(() => catcher?.close())

  const codeOf = async (email: string) => {
    const response = await fetch(`${catcher.api.url}/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: { text: string; from?: string }[] }
    return /(\d{6})/.exec(messages.at(-1)!.text)![1]!
  }
  const start = (replica: ServeProcess, email: string) =>
    post(replica.url, '/email-auth/email/start', { email }, fromIp('203.0.113.1'))
  const verify = (replica: ServeProcess, email: string, otp: string) =>
    post(replica.url, '/email-auth/email/verify', { email, otp }, fromIp('203.0.113.1'))

  it('a code mailed by one replica verifies on the other, once', async () => {
    const email = `replica-${randomUUID()}@example.com`
    expect((await start(a, email)).status).toBe(200)
    const otp = await codeOf(email)
    const verified = await verify(b, email, otp)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({ email })
    expect((await verify(a, email, otp)).status).not.toBe(200)
  })

  it('a code in flight when its replica restarts still verifies', async () => {
    const email = `restart-${randomUUID()}@example.com`
    expect((await start(b, email)).status).toBe(200)
    expect(await b.stop()).toBe(0)
    const again = await startReplica()
    expect((await verify(again, email, await codeOf(email))).status).toBe(200)
  })

  it('counts the codes a mailbox gets across replicas', async () => {
    const email = `flood-${randomUUID()}@example.com`
    const perEmail = DEFAULT_RATE_LIMITS.otpIssue.find((limit) => limit.per === 'email')!.limit
    const statuses: number[] = []
    // Each from another address, so only the mailbox's own limit can refuse.
    for (let i = 0; i <= perEmail; i++) {
      const replica = i % 2 ? a : replicas.at(-1)!
      statuses.push(
        (await post(replica.url, '/email-auth/email/start', { email }, fromIp(`203.0.113.${10 + i}`))).status,
      )
    }
    expect(statuses).toEqual([...Array(perEmail).fill(200), 429])
  })
})

describe('projects: what a deployed server serves, to whom', () => {
  let server: ServeProcess
  const env = () => ({ DATABASE_URL: database.url })
  const query = (projectId: string) => new URLSearchParams({ ...COMMON_QUERY, projectId })

  beforeAll(async () => {
    server = replicas.at(-1) ?? (await startReplica())
    // A second project: two services only, analytics off.
    const added = await runServeCommand(
      ['project', 'add', 'quiet-shop', '--services', 'catalogue,analytics', '--no-analytics'],
      env(),
    )
    expect(added.code).toBe(0)
  }, 60_000)

  it('lists the projects an operator added, with their services, analytics and origins', async () => {
    const listed = await runServeCommand(['project', 'list'], env())
    expect(JSON.parse(listed.stdout)).toEqual(
      expect.arrayContaining([
        {
          projectId: COMMON_QUERY.projectId,
          analytics: true,
          services: ['data', 'catalogue', 'analytics', 'auth', 'email-auth'],
          origins: [ORIGIN],
        },
        { projectId: 'quiet-shop', analytics: false, services: ['catalogue', 'analytics'], origins: [] },
      ]),
    )
  })

  it('reads the database from --config written after the subcommand, as serve does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portkit-serve-config-'))
    try {
      const file = join(dir, 'portkit.server.ts')
      await writeFile(file, `export default { databaseUrl: ${JSON.stringify(database.url)} }\n`)
      const listed = await runServeCommand(['project', 'list', '--config', file], {})
      expect(listed.code).toBe(0)
      expect(
        (JSON.parse(listed.stdout) as { projectId: string }[]).map((project) => project.projectId),
      ).toContain('quiet-shop')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses bad input with the field named and a non-zero exit', async () => {
    const badOrigin = await runServeCommand(
      ['project', 'allow-origin', 'quiet-shop', 'https://shop.example/path'],
      env(),
    )
    expect(badOrigin.code).toBe(1)
    expect(badOrigin.stderr).toContain('is not an exact origin')
    const badService = await runServeCommand(['project', 'add', 'x', '--services', 'data,mail'], env())
    expect(badService.code).toBe(1)
    expect(badService.stderr).toContain('services: mail unknown')
  })

  it("answers an unknown projectId, a service the project does not use and another site's page with 403", async () => {
    const unknown = await fetch(`${server.url}/catalogue/getWallets?${query('nobody')}`)
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toMatchObject({
      reasons: [{ name: 'projectId', description: 'Invalid App Configuration - Invalid Project ID' }],
    })
    const notUsed = await fetch(`${server.url}/data/v1/supported-chains?${query('quiet-shop')}`)
    expect(notUsed.status).toBe(403)
    const otherSite = await fetch(`${server.url}/catalogue/getWallets?${query(COMMON_QUERY.projectId)}`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(otherSite.status).toBe(403)
    expect(await otherSite.json()).toMatchObject({
      reasons: [{ name: 'origin', description: 'Invalid App Configuration - origin not on allowlist' }],
    })
    const allowed = await fetch(`${server.url}/catalogue/getWallets?${query(COMMON_QUERY.projectId)}`, {
      headers: { Origin: ORIGIN },
    })
    expect(allowed.status).toBe(200)
    // A public image is any page's to show (an avatar record names it; viem checks it with a CORS request),
    // but only for a project the server knows.
    const image = (projectId: string) =>
      fetch(`${server.url}/catalogue/public/getAssetImage/avatar?${query(projectId)}`, {
        headers: { Origin: 'https://evil.example' },
      })
    const shown = await image(COMMON_QUERY.projectId)
    expect(shown.status).toBe(200)
    // Opened as a page on the secure frame's origin, the SVG runs nothing and is no part of that origin.
    expect(shown.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await image('nobody')).status).toBe(403)
  })

  it("follows a project's analytics setting: its modal is told, its events are dropped", async () => {
    const config = async (projectId: string) =>
      (await (await fetch(`${server.url}/catalogue/getAnalyticsConfig?${query(projectId)}`)).json()) as object
    expect(await config('quiet-shop')).toEqual({ isAnalyticsEnabled: false })
    expect(await config(COMMON_QUERY.projectId)).toEqual({ isAnalyticsEnabled: true })
    const eventId = randomUUID()
    const sent = await fetch(`${server.url}/analytics/e?${query('quiet-shop')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventId,
        url: 'https://shop.example/',
        domain: 'shop.example',
        timestamp: Date.now(),
        props: { type: 'track', event: 'DISCONNECT_SUCCESS', properties: {} },
      }),
    })
    expect(sent.status).toBe(204)
    expect(await storedEvents(eventId)).toBe(0)
  })
})
