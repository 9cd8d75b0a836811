import * as crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startMailCatcher, type MailCatcher } from '../../../devnet/services/mail-catcher/mail-catcher.ts'
import { createSiwxServer } from '../../../plugins/siwx/server/index.ts'
import { openDevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { SqlDb } from '../../../server/db/sql-db.ts'
import {
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_ERRORS,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MS,
} from '../../../server/email-auth/email-auth-server.ts'
import { DEFAULT_RATE_LIMITS } from '../../../server/rate-limit/default-rate-limits.ts'
import { startPortkitServer, type PortkitServer } from '../../../server/serve/create-portkit-server.ts'

// Issue 30 item 6: the auth service resists guessing. Codes come from the OS's CSPRNG, die after a few
// tries or 10 minutes, are compared in constant time, and `portkit serve` answers 429 with Retry-After to
// whoever keeps guessing, per address and per IP. Every request here is one a client could send.

// The same functions, watched: which ones the services call to draw and compare secrets.
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof crypto>()
  return { ...actual, randomInt: vi.fn(actual.randomInt), timingSafeEqual: vi.fn(actual.timingSafeEqual) }
})
const randomInt = vi.mocked(crypto.randomInt) as unknown as ReturnType<typeof vi.fn>
const timingSafeEqual = vi.mocked(crypto.timingSafeEqual)

const MINUTE = 60_000
const limitOf = (action: keyof typeof DEFAULT_RATE_LIMITS, per: 'ip' | 'email') =>
  DEFAULT_RATE_LIMITS[action].find((limit) => limit.per === per)!.limit

let catcher: MailCatcher
let server: PortkitServer
let db: SqlDb
let base: string

beforeAll(async () => {
  catcher = await startMailCatcher()
  const database = openDevnetDb()
  server = await startPortkitServer(
    {
      publicUrl: 'http://127.0.0.1:8787',
      port: 0,
      host: '127.0.0.1',
      // The attacker's IPs are the X-Forwarded-For a trusted proxy would add.
      trustProxy: true,
      email: {
        smtpUrl: `smtp://${catcher.smtp.host}:${catcher.smtp.port}`,
        from: 'Shop <login@shop.example>',
      },
    },
    { database, log: () => undefined },
  )
  db = await database
  base = `http://127.0.0.1:${server.listening.port}`
}, 60_000)
afterAll(async () => {
  await server?.close()
  await catcher?.close()
})

let ips = 0
/** An address no other test has used, so no test shares another's windows. */
const nextIp = () => `198.51.100.${++ips}`
let mailboxes = 0
const nextEmail = (who: string) => `${who}-${++mailboxes}@example.com`

async function post(path: string, body: unknown, ip: string) {
  const response = await fetch(`${base}/email-auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as { token?: string; reasons?: { description: string }[] }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    token: json.token,
    reason: json.reasons?.[0]?.description,
  }
}
const start = (email: string, ip: string) => post('/email/start', { email }, ip)
const verify = (email: string, otp: string, ip: string) => post('/email/verify', { email, otp }, ip)

async function codeOf(email: string): Promise<string> {
  const response = await fetch(`${catcher.api.url}/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { text: string }[] }
  return new RegExp(`is (\\d{${EMAIL_CODE_DIGITS}})\\.`).exec(messages.at(-1)!.text)![1]!
}
const wrongFor = (code: string) =>
  String((Number(code) + 1) % 10 ** EMAIL_CODE_DIGITS).padStart(EMAIL_CODE_DIGITS, '0')

/** A 429 as the contract has it: a Retry-After in whole seconds, at most the window. */
function expectRefused(answer: Awaited<ReturnType<typeof post>>, windowMs: number) {
  expect(answer.status).toBe(429)
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(windowMs / 1000)
  expect(answer.token).toBeUndefined()
}

describe('one-time email codes', () => {
  beforeEach(() => {
    randomInt.mockClear()
    timingSafeEqual.mockClear()
  })

  it(`are ${EMAIL_CODE_DIGITS} digits drawn by crypto.randomInt over all of them (a CSPRNG, not Math.random)`, async () => {
    expect(EMAIL_CODE_DIGITS).toBeGreaterThanOrEqual(6)
    const email = nextEmail('draw')
    expect((await start(email, nextIp())).status).toBe(200)
    const code = await codeOf(email)
    expect(code).toMatch(new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`))
    // The mailed code is the very number the CSPRNG drew, over the whole range of the digits.
    const draws = randomInt.mock.calls.map((args, i) => ({ args, value: randomInt.mock.results[i]!.value }))
    expect(draws).toContainEqual({ args: [0, 10 ** EMAIL_CODE_DIGITS], value: Number(code) })
  })

  it('expire 10 minutes after they are sent', async () => {
    expect(EMAIL_CODE_TTL_MS).toBe(10 * MINUTE)
    const email = nextEmail('ttl')
    const before = Date.now()
    await start(email, nextIp())
    const after = Date.now()
    const { rows } = await db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM email_codes WHERE email = $1 AND used_at IS NULL',
      [email],
    )
    const expiresAt = new Date(rows[0]!.expires_at).getTime()
    expect(expiresAt).toBeGreaterThanOrEqual(before + EMAIL_CODE_TTL_MS)
    expect(expiresAt).toBeLessThanOrEqual(after + EMAIL_CODE_TTL_MS)
    // Once that time has passed the right code opens nothing.
    await db.query("UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE email = $1", [
      email,
    ])
    const late = await verify(email, await codeOf(email), nextIp())
    expect([late.status, late.reason, late.token]).toEqual([400, EMAIL_CODE_ERRORS.expired, undefined])
  })

  it(`allow ${EMAIL_CODE_MAX_ATTEMPTS} tries, then are dead even for the right code, however fast they come`, async () => {
    expect(EMAIL_CODE_MAX_ATTEMPTS).toBe(5)
    const email = nextEmail('tries')
    await start(email, nextIp())
    const code = await codeOf(email)
    // All at once, each from its own IP: the database counts every try before it is compared.
    const guesses = await Promise.all(
      Array.from({ length: EMAIL_CODE_MAX_ATTEMPTS }, () => verify(email, wrongFor(code), nextIp())),
    )
    expect(guesses.map((guess) => [guess.status, guess.reason])).toEqual(
      Array(EMAIL_CODE_MAX_ATTEMPTS).fill([400, EMAIL_CODE_ERRORS.wrong]),
    )
    const right = await verify(email, code, nextIp())
    expect([right.status, right.reason, right.token]).toEqual([400, EMAIL_CODE_ERRORS.exhausted, undefined])
    // Dead: the next try finds no code at all.
    expect((await verify(email, code, nextIp())).reason).toBe(EMAIL_CODE_ERRORS.expired)
  })

  it('are compared in constant time: timingSafeEqual over equal-length hashes', async () => {
    const email = nextEmail('timing')
    await start(email, nextIp())
    const code = await codeOf(email)
    timingSafeEqual.mockClear()
    expect((await verify(email, wrongFor(code), nextIp())).reason).toBe(EMAIL_CODE_ERRORS.wrong)
    expect(timingSafeEqual).toHaveBeenCalledTimes(1)
    const [given, expected] = timingSafeEqual.mock.calls[0]! as [Buffer, Buffer]
    expect(given.length).toBe(expected.length)
    // sha256 hex of the code, never the code itself.
    expect(given.toString()).toBe(crypto.createHash('sha256').update(wrongFor(code)).digest('hex'))
  })
})

describe('rate limits of codes (portkit serve): 429 with Retry-After', () => {
  it('sending, per email across IPs and per IP across emails', async () => {
    const email = nextEmail('flooded')
    const perEmail = limitOf('otpIssue', 'email')
    for (let i = 0; i < perEmail; i++) expect((await start(email, nextIp())).status).toBe(200)
    expectRefused(await start(email, nextIp()), 10 * MINUTE)

    const ip = nextIp()
    const perIp = limitOf('otpIssue', 'ip')
    for (let i = 0; i < perIp; i++) expect((await start(nextEmail('sender'), ip)).status).toBe(200)
    expectRefused(await start(nextEmail('sender'), ip), 10 * MINUTE)
  })

  it('verifying, per IP across emails', async () => {
    const ip = nextIp()
    const perIp = limitOf('otpVerify', 'ip')
    for (let i = 0; i < perIp; i++)
      expect((await verify(nextEmail('sprayed'), '123456', ip)).status).toBe(400)
    expectRefused(await verify(nextEmail('sprayed'), '123456', ip), 10 * MINUTE)
  })
})

describe('brute force: an attacker guessing the code of one address', () => {
  it('from one IP: the code dies after its tries, then every guess gets a 429', async () => {
    const victim = nextEmail('victim')
    await start(victim, nextIp())
    const code = await codeOf(victim)
    const attacker = nextIp()
    const answers = []
    for (let guess = 0; guess < 40; guess++) answers.push(await verify(victim, wrongFor(code), attacker))
    // Even a lucky guess at the end opens nothing.
    answers.push(await verify(victim, code, attacker))
    expect(answers.every((answer) => answer.token === undefined && answer.status !== 200)).toBe(true)
    expect(answers.slice(0, EMAIL_CODE_MAX_ATTEMPTS).every((a) => a.reason === EMAIL_CODE_ERRORS.wrong)).toBe(
      true,
    )
    const tried = answers.filter((answer) => answer.status === 400).length
    expect(tried).toBe(limitOf('otpVerify', 'email'))
    for (const answer of answers.slice(tried)) expectRefused(answer, 10 * MINUTE)
  })

  it('from many IPs, asking for new codes too: no more tries than one client, never a session', async () => {
    const victim = nextEmail('botnet')
    const answers: Awaited<ReturnType<typeof post>>[] = []
    const sends: number[] = []
    for (let round = 0; round < 8; round++) {
      // Each request from an address of its own, so only the per-email limits can stop them.
      sends.push((await start(victim, nextIp())).status)
      const code = await codeOf(victim)
      for (let guess = 0; guess < EMAIL_CODE_MAX_ATTEMPTS; guess++)
        answers.push(await verify(victim, wrongFor(code), nextIp()))
      // The attacker's luck: the right code, after the tries it had.
      answers.push(await verify(victim, code, nextIp()))
    }
    expect(answers.filter((answer) => answer.token !== undefined)).toEqual([])
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(limitOf('otpVerify', 'email'))
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0)
    for (const answer of answers.filter((one) => one.status !== 400)) expectRefused(answer, 10 * MINUTE)
    const perEmail = limitOf('otpIssue', 'email')
    expect(sends).toEqual([...Array(perEmail).fill(200), ...Array(8 - perEmail).fill(429)])
  })
})

describe('SIWX: revoke tokens and session cookies are checked in constant time', () => {
  it('compares the revoke token by its hash and the cookie by its HMAC with timingSafeEqual', async () => {
    const siwx = createSiwxServer({
      secret: 'a-test-secret-of-at-least-32-characters!',
      origins: ['https://shop.example'],
      clientFor: () => undefined,
    })
    const token = 'the-revoke-token'
    await siwx.service.store.saveSession({
      id: 'session-1',
      account: 'eip155:1:0xabc',
      data: {} as never,
      message: '',
      signature: '0x',
      createdAt: new Date().toISOString(),
      tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
    })
    timingSafeEqual.mockClear()
    await expect(siwx.service.revokeSession('session-1', 'not-the-token')).rejects.toThrow(/does not revoke/)
    expect(timingSafeEqual).toHaveBeenCalledTimes(1)
    const [given, expected] = timingSafeEqual.mock.calls[0]! as [Buffer, Buffer]
    expect([given.length, expected.length]).toEqual([32, 32])

    timingSafeEqual.mockClear()
    const forged = {
      headers: { cookie: 'portkit_siwx=session-1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    }
    expect(await siwx.session(forged as IncomingMessage)).toBeUndefined()
    expect(timingSafeEqual).toHaveBeenCalledTimes(1)
    await siwx.service.revokeSession('session-1', token)
    expect(await siwx.service.store.getSession('session-1', new Date())).toBeUndefined()
  })
})
