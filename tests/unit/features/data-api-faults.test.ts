import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { TOASTS } from '../../../runtime/core/errors.ts'
import { json, recordingServer, type RecordedRequest } from '../../support/recording-server.ts'
import { connectedPortkit, watchUnhandledRejections } from './portkit-with-data-api.ts'

/**
 * Fault tests with real HTTP servers on loopback: the data API down (500), answering malformed JSON, or
 * gone (connection refused). The spec's fallbacks must hold and nothing may reject unhandled.
 */
const servers: { close(): Promise<void> }[] = []
let rejections: ReturnType<typeof watchUnhandledRejections>

afterEach(async () => {
  // Let stray promise rejections surface before checking.
  await new Promise((resolve) => setTimeout(resolve, 20))
  rejections.stop()
  expect(rejections.seen).toEqual([])
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const FAULTS: Record<string, (request: RecordedRequest, res: ServerResponse) => void> = {
  'down (HTTP 500)': (_request, res) => json(res, 500, { status: 'FAILED', reasons: [] }),
  'malformed JSON': (_request, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"bal'),
  'answering the wrong shape': (_request, res) => json(res, 200, { unexpected: true }),
}

async function faultyDataApi(respond: (request: RecordedRequest, res: ServerResponse) => void) {
  rejections = watchUnhandledRejections()
  const server = await recordingServer(respond)
  servers.push(server)
  return server
}

describe.each(Object.entries(FAULTS))('data API %s', (_name, respond) => {
  it('the native balance falls back to RPC', async () => {
    const server = await faultyDataApi(respond)
    const { portkit, script } = connectedPortkit(server.url)
    script.balance = 1_234_500_000_000_000_000n
    await portkit.account.refreshBalance('eip155')
    expect(portkit.state.activeChainState.value?.balance?.formatted).toBe('1.234')
    expect(server.requests.length).toBeGreaterThan(0)
  })

  it("tokens: 'Token Balance Unavailable', an empty list, and no new call within 30 s", async () => {
    const server = await faultyDataApi(respond)
    const { portkit, toasts } = connectedPortkit(server.url)
    const tokens = portkit.feature('tokens')
    expect(await tokens.refresh()).toEqual([])
    expect(toasts).toContain(TOASTS.TOKEN_BALANCE_UNAVAILABLE)
    expect(tokens.tokenBalances.value).toEqual([])
    const calls = server.requests.length
    expect(await tokens.refresh()).toEqual([])
    expect(server.requests.length).toBe(calls)
  })

  it("history: 'Failed to fetch transactions', empty set and cursor cleared", async () => {
    const server = await faultyDataApi(respond)
    const { portkit, toasts } = connectedPortkit(server.url)
    const history = portkit.feature('history')
    history.next.value = 'stale-cursor'
    await history.fetch()
    expect(toasts).toContain(TOASTS.FETCH_TRANSACTIONS_FAILED)
    expect(history.empty.value).toBe(true)
    expect(history.next.value).toBeUndefined()
    expect(history.loading.value).toBe(false)
  })

  it('identity: no name, no throw', async () => {
    const server = await faultyDataApi(respond)
    const { portkit } = connectedPortkit(server.url)
    await portkit.account.syncProfile()
    expect(portkit.account.profileName.value).toBeUndefined()
  })
})

describe('data API gone (connection refused)', () => {
  it('every feature falls back without an unhandled rejection', async () => {
    const server = await faultyDataApi((_request, res) => json(res, 200, {}))
    const url = server.url
    await servers.pop()!.close()
    const { portkit, script, toasts } = connectedPortkit(url)
    script.balance = 2n * 10n ** 18n
    await portkit.account.refreshBalance('eip155')
    expect(portkit.state.activeChainState.value?.balance?.formatted).toBe('2.000')
    await portkit.feature('tokens').refresh()
    await portkit.feature('history').fetch()
    // A second toast while one is open reopens after 150 ms (spec section 4, Notifications).
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(toasts).toEqual(
      expect.arrayContaining([TOASTS.TOKEN_BALANCE_UNAVAILABLE, TOASTS.FETCH_TRANSACTIONS_FAILED]),
    )
  })
})
