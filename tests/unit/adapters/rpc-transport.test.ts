import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from 'viem'
import { getBlockNumber } from 'viem/actions'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rpcTransport } from '../../../runtime/adapters/eip155/rpc-transport.ts'
import { devnetAlpha as network } from '../../../runtime/networks/devnet.ts'

/**
 * Spec section 9, RPC timeout 10 s: a request is not tried again on the same URL (each try of a hung node
 * would wait the full timeout again); a failing URL gives way to the next one.
 */

let calls: Record<string, number> = {}
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const path = req.url ?? '/'
      calls[path] = (calls[path] ?? 0) + 1
      if (path.startsWith('/down')) return res.writeHead(502).end('bad gateway')
      const requests = JSON.parse(body) as { id: number }[] | { id: number }
      const answer = (request: { id: number }) => ({ jsonrpc: '2.0', id: request.id, result: '0x2a' })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(requests) ? requests.map(answer) : answer(requests)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  calls = {}
})

const blockNumber = (urls: string[], ranked = false) =>
  getBlockNumber(createClient({ transport: rpcTransport(network, urls, ranked) }), { cacheTime: 0 })

describe('rpcTransport', () => {
  it('one URL: a failing request is not tried again', async () => {
    await expect(blockNumber([`${base}/down`])).rejects.toThrow()
    expect(calls['/down']).toBe(1)
  })

  it('several URLs: a failing one gives way to the next, once', async () => {
    expect(await blockNumber([`${base}/down`, `${base}/up`])).toBe(42n)
    expect(calls).toEqual({ '/down': 1, '/up': 1 })
  })

  it('several URLs, all failing: each is asked once', async () => {
    await expect(blockNumber([`${base}/down-a`, `${base}/down-b`])).rejects.toThrow()
    expect(calls).toEqual({ '/down-a': 1, '/down-b': 1 })
  })
})
