import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { authCaller } from '../../../../server/frame/app/auth-call.ts'
import { isOriginAllowed, ORIGIN_CHECK_PATH } from '../../../../server/frame/app/frame-config.ts'
import { startFaultProxy, type FaultProxy } from '../../../support/fault-proxy.ts'
import { json, recordingServer } from '../../../support/recording-server.ts'

/**
 * Issue 30 item 2, the auth service's faults as the secure frame meets them (a real loopback service
 * behind tests/support/fault-proxy.ts): the message the frame passes on to the page is the service's
 * reason or spec 8's 'HTTP status code: {n}', or none (the page's 'An error occurred'), never a parser's
 * or the network stack's own words, and a hung service is given up on.
 */
let service: Awaited<ReturnType<typeof recordingServer>>
let proxy: FaultProxy
const HANG_TIMEOUT_MS = 300

beforeAll(async () => {
  service = await recordingServer((request, res) => {
    if (request.path === '/refused')
      return json(res, 400, { status: 'error', reasons: [{ name: 'code', description: 'Invalid code.' }] })
    if (request.path === '/list') return json(res, 200, [1, 2])
    if (request.path === ORIGIN_CHECK_PATH) {
      if (request.query.projectId !== 'known') return json(res, 404, { status: 'error', reasons: [] })
      return json(res, 200, { allowed: request.query.origin === 'https://app.example' })
    }
    json(res, 200, { action: 'VERIFY_OTP', sent: request.body })
  })
  proxy = await startFaultProxy(service.url)
})
afterAll(async () => {
  await proxy.close()
  await service.close()
})
beforeEach(() => proxy.reset())

const call = (path: string) => authCaller(proxy.url, HANG_TIMEOUT_MS)(path, { email: 'a@example.com' })
const messageOf = (path: string) =>
  call(path).then(
    () => 'resolved',
    (error: Error) => error.message,
  )

describe('the frame calling the auth service', () => {
  it('passes the answer on, and the service’s first reason when it refuses', async () => {
    await expect(call('/email/start')).resolves.toEqual({
      action: 'VERIFY_OTP',
      sent: '{"email":"a@example.com"}',
    })
    expect(await messageOf('/refused')).toBe('Invalid code.')
  })

  it("a 5xx without the service's reasons: 'HTTP status code: 503'", async () => {
    proxy.set({ mode: 'status', status: 503 })
    expect(await messageOf('/email/start')).toBe('HTTP status code: 503')
  })

  it('a body that is not a JSON object, a connection cut mid-answer, a drop and a hang give no message of their own', async () => {
    proxy.set({ mode: 'malformed' })
    expect(await messageOf('/email/start')).toBe('')
    proxy.reset()
    expect(await messageOf('/list')).toBe('')
    for (const mode of ['reset', 'drop', 'hang'] as const) {
      proxy.set({ mode })
      expect(await messageOf('/email/start'), mode).toBe('')
    }
  })
})

describe("the frame asking whether its embedding origin is on the project's allowlist", () => {
  const check = (projectId: string, origin = 'https://app.example') =>
    isOriginAllowed({ authUrl: proxy.url, chains: [] }, projectId, origin, HANG_TIMEOUT_MS).then(
      (allowed) => allowed,
      () => 'unavailable' as const,
    )

  it('the service’s yes or no, and an unknown project is a no', async () => {
    expect(await check('known')).toBe(true)
    expect(await check('known', 'https://evil.example')).toBe(false)
    expect(await check('unknown')).toBe(false)
  })

  it('a service that cannot say (5xx, not its answer, cut, dropped, hung) leaves the frame unavailable, not the origin refused', async () => {
    for (const fault of [
      { mode: 'status', status: 503 },
      { mode: 'malformed' },
      { mode: 'reset' },
      { mode: 'drop' },
      { mode: 'hang' },
    ] as const) {
      proxy.set(fault)
      expect(await check('known'), fault.mode).toBe('unavailable')
    }
  })
})
