import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { RPC_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { HttpStatusError } from '../../../runtime/core/errors.ts'
import {
  createAnalyticsApiClient,
  createCatalogueApiClient,
  createDataApiClient,
} from '../../../runtime/services/api/clients.ts'
import {
  requestWithDeadline,
  type ApiClientOptions,
} from '../../../runtime/services/api/create-api-client.ts'

interface Received {
  method: string
  path: string
  query: Record<string, string>
  body: string
  contentLength: string | undefined
  transferEncoding: string | undefined
}

// A real HTTP server on loopback: records each request and answers with whatever `reply` holds.
let server: Server
let baseUrl: string
let received: Received[] = []
let reply: { status: number; json?: unknown } = { status: 200, json: {} }

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    received.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      contentLength: req.headers['content-length'],
      transferEncoding: req.headers['transfer-encoding'],
    })
    if (reply.json === undefined) {
      res.writeHead(reply.status).end()
    } else {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json))
    }
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await once(server, 'close')
})

beforeEach(() => {
  received = []
  reply = { status: 200, json: {} }
})

function options(extra: Partial<ApiClientOptions> = {}): ApiClientOptions {
  return { baseUrl, projectId: 'proj-123', sdkVersion: 'react-portkit-0.1.0', ...extra }
}

function onlyRequest(): Received {
  expect(received).toHaveLength(1)
  return received[0]!
}

const ONRAMP_OPTIONS = { purchaseCurrencies: [], paymentCurrencies: [] }

describe('createApiClient (spec section 7: common params, clientId, non-ok status)', () => {
  it('adds projectId, st (portkit by default) and sv to a request without params', async () => {
    reply = { status: 200, json: ONRAMP_OPTIONS }
    const { data } = await createDataApiClient(options()).GET('/v1/onramp/options')
    expect(data).toEqual(ONRAMP_OPTIONS)
    const req = onlyRequest()
    expect(req).toMatchObject({ method: 'GET', path: '/v1/onramp/options' })
    expect(req.query).toEqual({ projectId: 'proj-123', st: 'portkit', sv: 'react-portkit-0.1.0' })
  })

  it("keeps the caller's path, query and body next to the common params", async () => {
    const client = createDataApiClient(options())
    await client.GET('/v1/account/{address}/balance', {
      params: { path: { address: '0xAbC' }, query: { currency: 'usd', chainId: 'eip155:1' } },
    })
    const body = { currency: 'usd', addresses: ['eip155:1:0xAbC'], projectId: 'proj-123' }
    await client.POST('/v1/fungible/price', { body })

    const [balance, price] = received
    expect(balance).toMatchObject({ method: 'GET', path: '/v1/account/0xAbC/balance' })
    expect(balance!.query).toEqual({
      projectId: 'proj-123',
      st: 'portkit',
      sv: 'react-portkit-0.1.0',
      currency: 'usd',
      chainId: 'eip155:1',
    })
    expect(price).toMatchObject({ method: 'POST', path: '/v1/fungible/price' })
    expect(price!.query).toEqual({ projectId: 'proj-123', st: 'portkit', sv: 'react-portkit-0.1.0' })
    expect(JSON.parse(price!.body)).toEqual(body)
  })

  it('adds clientId only when one is set', async () => {
    await createCatalogueApiClient(options()).GET('/getWallets', { params: { query: { page: 1 } } })
    expect(onlyRequest().query).not.toHaveProperty('clientId')

    received = []
    await createCatalogueApiClient(options({ clientId: 'client-9' })).GET('/getWallets', {
      params: { query: { page: 1 } },
    })
    expect(onlyRequest().query).toEqual({
      projectId: 'proj-123',
      st: 'portkit',
      sv: 'react-portkit-0.1.0',
      clientId: 'client-9',
      page: '1',
    })
  })

  it('sends the configured sdkType as st', async () => {
    await createDataApiClient(options({ sdkType: 'custom-kit' })).GET('/v1/supported-chains')
    expect(onlyRequest().query.st).toBe('custom-kit')
  })

  it("throws HttpStatusError('HTTP status code: 500') on a 500", async () => {
    reply = { status: 500, json: { status: 'ERROR', reasons: [{ name: 'internal', description: 'boom' }] } }
    const call = createDataApiClient(options()).GET('/v1/convert/gas-price', {
      params: { query: { chainId: 'eip155:1' } },
    })
    await expect(call).rejects.toThrow(new HttpStatusError(500, [{ name: 'internal', description: 'boom' }]))
    await expect(call).rejects.toMatchObject({
      name: 'HttpStatusError',
      status: 500,
      message: 'HTTP status code: 500',
      // The body's reasons are kept: 'Error registering name {name}' prefers the first one (spec section 8).
      reasons: [{ name: 'internal', description: 'boom' }],
    })
    expect(received).toHaveLength(1)
  })

  it("keeps no reasons from a body that is not the contracts' error JSON", async () => {
    reply = { status: 502, json: { reasons: [{ description: 'no name' }, 'text'] } }
    const call = createDataApiClient(options()).GET('/v1/convert/gas-price', {
      params: { query: { chainId: 'eip155:1' } },
    })
    await expect(call).rejects.toMatchObject({ status: 502, reasons: [] })
  })

  it('throws on every non-ok status, e.g. the analytics 403 for an invalid project id', async () => {
    reply = { status: 403, json: { status: 'FORBIDDEN', reasons: [] } }
    const event = {
      eventId: crypto.randomUUID(),
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'SWITCH_NETWORK' },
    }
    const call = createAnalyticsApiClient(options()).POST('/e', { body: event })
    await expect(call).rejects.toThrow('HTTP status code: 403')
    await expect(call).rejects.toBeInstanceOf(HttpStatusError)
  })

  it('resolves a 204 without data', async () => {
    reply = { status: 204 }
    const event = {
      eventId: crypto.randomUUID(),
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'SEND_SUCCESS', address: '0xabc' },
    }
    const { data, response } = await createAnalyticsApiClient(options()).POST('/e', { body: event })
    expect(response.status).toBe(204)
    expect(data).toBeUndefined()
    const req = onlyRequest()
    expect(req.query).toEqual({ projectId: 'proj-123', st: 'portkit', sv: 'react-portkit-0.1.0' })
    expect(JSON.parse(req.body)).toEqual(event)
  })

  it('a POST keeps its body whole (a sized body, never a streamed upload)', async () => {
    // A body re-wrapped into a new Request becomes a stream: Node then sends it chunked, and Chromium
    // sends such an upload only over HTTP/2 (net::ERR_ALPN_NEGOTIATION_FAILED on the services' HTTP/1.1).
    const event = {
      eventId: crypto.randomUUID(),
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    await createAnalyticsApiClient(options()).POST('/e', { body: event })
    const req = onlyRequest()
    expect(req.transferEncoding).toBeUndefined()
    expect(req.contentLength).toBe(String(Buffer.byteLength(req.body)))
    expect(JSON.parse(req.body)).toEqual(event)
    expect(req.query).toEqual({ projectId: 'proj-123', st: 'portkit', sv: 'react-portkit-0.1.0' })
  })

  it("the configured common params win over a caller's", async () => {
    await createDataApiClient(options()).GET('/v1/convert/gas-price', {
      params: { query: { chainId: 'eip155:1', projectId: 'other' } as { chainId: string } },
    })
    expect(onlyRequest().query).toMatchObject({ projectId: 'proj-123', chainId: 'eip155:1' })
  })

  it('sends through the fetch it is given', async () => {
    const seen: string[] = []
    const countingFetch: typeof fetch = (input, init) => {
      seen.push(input instanceof Request ? input.url : String(input))
      return fetch(input, init)
    }
    await createDataApiClient(options({ fetch: countingFetch })).GET('/v1/supported-chains')
    expect(seen).toEqual([
      `${baseUrl}/v1/supported-chains?projectId=proj-123&st=portkit&sv=react-portkit-0.1.0`,
    ])
    expect(received).toHaveLength(1)
  })
})

describe('requestWithDeadline (spec section 9: a call gives up after the RPC timeout)', () => {
  /** A service that takes every request and never answers, until the request is aborted. */
  const hanging = ((request: Request) =>
    new Promise<Response>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
    )) as typeof fetch

  it.each(['GET', 'POST'])('aborts a %s the service never answers after the timeout', async (method) => {
    const TimedRequest = requestWithDeadline(50)
    const started = Date.now()
    const request = new TimedRequest(
      `${baseUrl}/v1/x`,
      method === 'POST' ? { method, body: '{}' } : { method },
    )
    await expect(hanging(request)).rejects.toMatchObject({
      name: 'TimeoutError',
      message: 'no answer within 50 ms',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
  })

  it('a hung POST through a client fails at the deadline, and its body still went whole', async () => {
    const seen: Request[] = []
    const client = createAnalyticsApiClient(
      options({
        fetch: ((request: Request) => {
          seen.push(request)
          return hanging(request)
        }) as typeof fetch,
      }),
    )
    const event = {
      eventId: 'e1',
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: 1,
      props: {},
    }
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const sent = client.POST('/e', { body: event as never })
      let settled = false
      const outcome = sent
        .then(
          () => 'answered',
          (error: Error) => `${error.name}: ${error.message}`,
        )
        .finally(() => (settled = true))
      await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS - 1)
      expect(seen).toHaveLength(1)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await outcome).toBe(`TimeoutError: no answer within ${RPC_TIMEOUT_MS} ms`)
    } finally {
      vi.useRealTimers()
    }
    expect(await seen[0]!.text()).toBe(JSON.stringify(event))
  })

  it("passes a caller's abort on to the request", async () => {
    const caller = new AbortController()
    const TimedRequest = requestWithDeadline(60_000)
    const read = hanging(new TimedRequest(`${baseUrl}/v1/x`, { signal: caller.signal }))
    caller.abort(new Error('left the view'))
    await expect(read).rejects.toThrow('left the view')
  })

  it('leaves no timer holding a Node process open (a CLI exits at once)', async () => {
    const holdingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length
    const before = holdingTimers()
    const TimedRequest = requestWithDeadline(60_000)
    await fetch(new TimedRequest(`${baseUrl}/v1/x`))
    // Not one more (another test's timer may end meanwhile: CI saw one fewer).
    expect(holdingTimers()).toBeLessThanOrEqual(before)
  })

  it('a data API read answers as before', async () => {
    reply = { status: 200, json: ONRAMP_OPTIONS }
    const { data } = await createDataApiClient(options()).GET('/v1/onramp/options')
    expect(data).toEqual(ONRAMP_OPTIONS)
  })
})
