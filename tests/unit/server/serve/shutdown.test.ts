import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../../../../devnet/free-port.ts'
import type { ChainSource } from '../../../../server/data-api/chain-source.ts'
import { startServeProcess, type ServeProcess } from '../../../support/serve-process.ts'

// Issue 27, Deliver 3: /healthz and /readyz, and SIGTERM drains the requests in flight, then exits. This
// server runs on embedded PGlite (no DATABASE_URL): the single-node default.

const SLOW_RPC_MS = 1_500

let slowNode: Server
let serve: ServeProcess

const chain = (chainId: number, rpcUrl: string): ChainSource => ({
  chainId,
  caipNetworkId: `eip155:${chainId}`,
  name: `Chain ${chainId}`,
  rpcUrl,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
  uniswapV3: {
    factory: '0x0000000000000000000000000000000000000001',
    quoterV2: '0x0000000000000000000000000000000000000003',
    swapRouter02: '0x0000000000000000000000000000000000000004',
    weth: '0x0000000000000000000000000000000000000005',
  },
  sessionAccount: '0x0000000000000000000000000000000000000002',
})

beforeAll(async () => {
  // A node that answers eth_chainId, slowly: a /readyz in flight while the server is told to stop.
  slowNode = createServer((_, response) => {
    setTimeout(() => {
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x7a69' }))
    }, SLOW_RPC_MS)
  })
  await new Promise<void>((resolve) => slowNode.listen(0, '127.0.0.1', resolve))
  const slowUrl = `http://127.0.0.1:${(slowNode.address() as AddressInfo).port}`
  const downUrl = `http://127.0.0.1:${await getFreePort()}`
  serve = await startServeProcess({ file: { chains: [chain(31337, slowUrl), chain(31338, downUrl)] } })
}, 60_000)

afterAll(async () => {
  await serve?.stop()
  await new Promise((resolve) => slowNode?.close(resolve))
})

describe('portkit serve probes and shutdown', () => {
  it('/healthz answers while /readyz names the dependency that does not answer', async () => {
    expect(await (await fetch(`${serve.url}/healthz`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${serve.url}/readyz`)
    expect(ready.status).toBe(503)
    const { checks } = (await ready.json()) as { checks: Record<string, string> }
    expect(checks.database).toBe('ok')
    expect(checks['eip155:31337']).toBe('ok')
    expect(checks['eip155:31338']).not.toBe('ok')
  })

  it('on SIGTERM finishes the request in flight, refuses new connections, and exits 0', async () => {
    const inFlight = fetch(`${serve.url}/readyz`).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { checks: Record<string, string> },
    }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    serve.child.kill('SIGTERM')
    await expect.poll(() => serve.logs.some((line) => line.message === 'stopping')).toBe(true)
    await expect(fetch(`${serve.url}/healthz`)).rejects.toThrow()
    const answered = await inFlight
    expect(answered.status).toBe(503)
    expect(answered.body.checks['eip155:31337']).toBe('ok')
    expect(await serve.exited).toBe(0)
    expect(serve.logs.at(-1)).toMatchObject({ message: 'stopped' })
  })
})
