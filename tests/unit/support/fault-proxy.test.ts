import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WebSocketServer, WebSocket } from 'ws'
import { startFaultProxy, type FaultProxy } from '../../support/fault-proxy.ts'

/** The test helper that puts faults between the browser and one devnet service (issue 30 item 2). */

const BODY = JSON.stringify({ items: Array.from({ length: 2000 }, (_, i) => ({ i, name: `token ${i}` })) })

let upstream: Server
let sockets: WebSocketServer
let proxy: FaultProxy

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume()
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(BODY),
      'access-control-allow-origin': 'http://app.test',
    })
    res.end(BODY)
  })
  sockets = new WebSocketServer({ server: upstream })
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${String(data)}`)))
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const { port } = upstream.address() as AddressInfo
  proxy = await startFaultProxy(`http://127.0.0.1:${port}`)
})
afterAll(async () => {
  await proxy.close()
  sockets.close()
  await new Promise((resolve) => upstream.close(resolve))
})
beforeEach(() => proxy.reset())

/** What a client gets: status and full body, or the error that ended the exchange. */
function get(path = '/data/v1/x', timeoutMs = 2_000): Promise<{ status: number; body: string } | Error> {
  return new Promise((resolve) => {
    const req = request(`${proxy.url}${path}`, { headers: { origin: 'http://app.test' } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      res.on('error', resolve)
      res.on('aborted', () => resolve(new Error('aborted')))
    })
    req.setTimeout(timeoutMs, () => req.destroy(new Error('client timeout')))
    req.on('error', resolve)
    req.end()
  })
}

describe('startFaultProxy', () => {
  it('passes requests and answers through unchanged', async () => {
    expect(await get()).toEqual({ status: 200, body: BODY })
    expect(proxy.seen.at(-1)).toBe('GET /data/v1/x pass')
  })

  it('delays an answer by the given time', async () => {
    proxy.set({ mode: 'delay', ms: 300 })
    const started = Date.now()
    expect(await get()).toEqual({ status: 200, body: BODY })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('drops a request: the socket closes with no answer', async () => {
    proxy.set({ mode: 'drop' })
    expect(await get()).toMatchObject({ code: 'ECONNRESET' })
  })

  it('resets mid-answer: the head and part of the body arrive, then the socket dies', async () => {
    proxy.set({ mode: 'reset' })
    let head: number | undefined
    let received = ''
    const outcome = await new Promise<string>((resolve) => {
      const req = request(`${proxy.url}/data/v1/x`, (res) => {
        head = res.statusCode
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (received += chunk))
        res.on('end', () => resolve('end'))
        res.on('error', (error) => resolve(error.message))
        res.on('aborted', () => resolve('aborted'))
      })
      req.on('error', (error) => resolve(error.message))
      req.end()
    })
    expect(head).toBe(200)
    expect(outcome).not.toBe('end')
    expect(received.length).toBeGreaterThan(0)
    expect(received.length).toBeLessThan(BODY.length)
  })

  it('answers a 5xx, keeping the service CORS headers', async () => {
    proxy.set({ mode: 'status', status: 503 })
    const answer = await get()
    expect(answer).toMatchObject({ status: 503 })
    expect(JSON.parse((answer as { body: string }).body)).toEqual({ error: 'fault proxy: 503' })
  })

  it('answers 200 with a body that is not JSON', async () => {
    proxy.set({ mode: 'malformed' })
    const answer = (await get()) as { status: number; body: string }
    expect(answer.status).toBe(200)
    expect(() => JSON.parse(answer.body)).toThrow(SyntaxError)
  })

  it('hangs: no answer until the client gives up', async () => {
    proxy.set({ mode: 'hang' })
    const started = Date.now()
    expect(await get('/data/v1/x', 500)).toMatchObject({ message: 'client timeout' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(490)
  })

  it('applies a fault to its path prefix only, the longest prefix winning', async () => {
    proxy.set({ mode: 'status', status: 502 }, '/data')
    proxy.set({ mode: 'pass' }, '/data/v1/ok')
    expect(await get('/data/v1/x')).toMatchObject({ status: 502 })
    expect(await get('/data/v1/ok')).toMatchObject({ status: 200 })
    expect(await get('/catalogue/v1/x')).toMatchObject({ status: 200 })
    proxy.reset()
    expect(await get('/data/v1/x')).toMatchObject({ status: 200 })
  })

  it('passes WebSocket upgrades through', async () => {
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/relay`)
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('hi'))
      socket.on('message', (data) => resolve(String(data)))
      socket.on('error', reject)
    })
    socket.close()
    expect(reply).toBe('echo hi')
  })
})
