import {
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  multicall3Abi,
  TimeoutError,
  WaitForTransactionReceiptTimeoutError,
  type Hex,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { publicClients } from '../../../runtime/adapters/eip155/clients.ts'
import { waitForReceipt } from '../../../runtime/adapters/eip155/receipts.ts'
import { rankedFallback, rpcTransport } from '../../../runtime/adapters/eip155/rpc-transport.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { json, recordingServer } from '../../support/recording-server.ts'

/**
 * Spec section 9's RPC numbers on the runtime's own read path: the transport every EVM read goes through
 * (timeout 10 s, batches of 1000, several URLs ranked: pinged every 4 s, the last 10 samples weighted 0.7
 * stability and 0.3 latency), the read clients' Multicall3 batching (1024 bytes, wait 0) and the receipt
 * wait (180 s, 6 retries with exponential delay from 200 ms).
 */

afterEach(() => vi.useRealTimers())

type RpcRequest = { method: string; params?: unknown }
type Call = { id: number; method: string }
const answer = (call: Call) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' })

describe('spec 9: RPC timeout 10 s, batch size 1000', () => {
  const held: (() => void)[] = []
  let server: Awaited<ReturnType<typeof recordingServer>>
  beforeAll(async () => {
    server = await recordingServer((request, res) => {
      const body = JSON.parse(request.body) as Call[] | Call
      const reply = () => json(res, 200, Array.isArray(body) ? body.map(answer) : answer(body))
      if (request.body.includes('eth_blockNumber')) held.push(reply)
      else reply()
    })
  })
  afterAll(async () => {
    for (const release of held.splice(0)) release()
    await server.close()
  })

  it('requests made together go to the node 1000 to a batch', async () => {
    server.requests.length = 0
    const transport = rpcTransport(devnetAlpha, [server.url])({})
    await Promise.all(Array.from({ length: 1001 }, () => transport.request({ method: 'eth_chainId' })))
    expect(server.requests.map((r) => (JSON.parse(r.body) as unknown[]).length)).toEqual([1000, 1])
  })

  it('a request the node does not answer gives up after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const transport = rpcTransport(devnetAlpha, [server.url])({ retryCount: 0 })
    let outcome: unknown
    void transport.request({ method: 'eth_blockNumber' }).catch((error: unknown) => (outcome = error))
    // The batch goes out on the next timer; then the node has it (real I/O, waited for without timers).
    await vi.advanceTimersByTimeAsync(1)
    for (let turn = 0; turn < 10_000 && held.length === 0; turn++)
      await new Promise((resolve) => setImmediate(resolve))
    expect(held).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(9_980)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(20)
    expect(outcome).toBeInstanceOf(TimeoutError)
  })
})

describe('spec 9: several RPC URLs are ranked: pinged every 4 s, last 10 samples, stability 0.7, latency 0.3', () => {
  // Transport A answers pings in 10 ms but fails some; B always answers, in 20 ms.
  const A_FAILS_ON_SAMPLES = new Set([1, 3, 10])
  const LATENCY = { A: 10, B: 20 }
  const SAMPLES = 16
  /** viem's fallback retries a call every transport failed 3 times, 150, 300 and 600 ms apart. */
  const RETRIES_MS = 1_100

  /** viem's ranking rule, as documented, with the parameters left open (the oracle for this scenario). */
  function expectedLeaders(sampleCount: number, stability: number, latency: number): string {
    const samples: { A: [number, number]; B: [number, number] }[] = []
    let leaders = ''
    for (let k = 1; k <= SAMPLES; k++) {
      samples.push({ A: [LATENCY.A, A_FAILS_ON_SAMPLES.has(k) ? 0 : 1], B: [LATENCY.B, 1] })
      if (samples.length > sampleCount) samples.shift()
      const max = Math.max(...samples.flatMap((s) => [s.A[0], s.B[0]]))
      const score = (name: 'A' | 'B') => {
        const mean = (i: 0 | 1) => samples.reduce((sum, s) => sum + s[name][i], 0) / samples.length
        return mean(1) === 0 ? 0 : latency * (1 - mean(0) / max) + stability * mean(1)
      }
      leaders += score('B') > score('A') ? 'B' : 'A'
    }
    return leaders
  }

  function ranked() {
    const pings = { A: 0, B: 0 }
    const calls: string[] = []
    const transport = (name: 'A' | 'B') =>
      custom({
        async request({ method }: RpcRequest) {
          if (method === 'net_listening') {
            const sample = ++pings[name]
            await new Promise((resolve) => setTimeout(resolve, LATENCY[name]))
            if (name === 'A' && A_FAILS_ON_SAMPLES.has(sample)) throw new Error('A is down')
            return true
          }
          // Every transport fails the probe, so the fallback tries them all: the call order is the ranking.
          calls.push(name)
          throw new Error('probe')
        },
      })
    const fallback = rankedFallback([transport('A'), transport('B')])({ retryCount: 0 })
    /** The transport tried first; the fallback's own retries of the failed probe take RETRIES_MS. */
    async function leader(): Promise<string | undefined> {
      calls.length = 0
      const probe = fallback.request({ method: 'eth_chainId' }).catch(() => undefined)
      await vi.advanceTimersByTimeAsync(RETRIES_MS)
      await probe
      return calls[0]
    }
    return { pings, leader }
  }

  it('pings every URL again 4 s after each ranking', async () => {
    vi.useFakeTimers()
    const { pings } = ranked()
    await vi.advanceTimersByTimeAsync(LATENCY.B + 3_999)
    expect(pings).toEqual({ A: 1, B: 1 })
    await vi.advanceTimersByTimeAsync(1)
    expect(pings).toEqual({ A: 2, B: 2 })
  })

  it('ranks over the last 10 samples with stability 0.7 and latency 0.3', async () => {
    vi.useFakeTimers()
    const { leader } = ranked()
    let observed = ''
    await vi.advanceTimersByTimeAsync(LATENCY.B + 1)
    for (let k = 1; k <= SAMPLES; k++) {
      observed += (await leader()) ?? '?'
      await vi.advanceTimersByTimeAsync(4_000 + LATENCY.B - RETRIES_MS)
    }
    expect(observed).toBe(expectedLeaders(10, 0.7, 0.3))
    // The scenario tells these numbers apart from their neighbours.
    for (const [count, stability, latency] of [
      [9, 0.7, 0.3],
      [11, 0.7, 0.3],
      [10, 0.6, 0.4],
      [10, 0.8, 0.2],
      [10, 0.5, 0.5],
    ] as const) {
      expect(expectedLeaders(count, stability, latency)).not.toBe(observed)
    }
  })

  it('two local RPCs of different latency: reads move to the faster one, though it is listed second', async () => {
    const node = (delayMs: number) =>
      recordingServer((request, res) => {
        const body = JSON.parse(request.body) as Call[] | Call
        setTimeout(() => json(res, 200, Array.isArray(body) ? body.map(answer) : answer(body)), delayMs)
      })
    const [slow, fast] = await Promise.all([node(400), node(5)])
    try {
      const transport = rpcTransport(devnetAlpha, [slow.url, fast.url])({})
      const reads = (server: typeof slow) =>
        server.requests.filter((r) => r.body.includes('eth_getBalance')).length
      // The first ranking finishes once the slow URL has answered its ping.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await transport.request({ method: 'eth_getBalance', params: ['0x0', 'latest'] })
      expect([reads(slow), reads(fast)]).toEqual([0, 1])
    } finally {
      await Promise.all([slow.close(), fast.close()])
    }
  })
})

describe('spec 9: read clients batch contract calls: multicall 1024 bytes, wait 0', () => {
  const TARGET = '0x00000000000000000000000000000000000000aa'
  let server: Awaited<ReturnType<typeof recordingServer>>
  const batches: number[] = []
  beforeAll(async () => {
    server = await recordingServer((request, res) => {
      const body = JSON.parse(request.body) as
        (Call & { params: [{ data: Hex }] })[] | (Call & { params: [{ data: Hex }] })
      const reply = (call: Call & { params: [{ data: Hex }] }) => {
        const { args } = decodeFunctionData({ abi: multicall3Abi, data: call.params[0].data })
        const calls = (args as readonly [readonly unknown[]])[0]
        batches.push(calls.length)
        const result = encodeFunctionResult({
          abi: multicall3Abi,
          functionName: 'aggregate3',
          result: calls.map(() => ({ success: true, returnData: '0x01' as Hex })),
        })
        return { jsonrpc: '2.0', id: call.id, result }
      }
      json(res, 200, Array.isArray(body) ? body.map(reply) : reply(body))
    })
  })
  afterAll(() => server.close())

  function reader() {
    batches.length = 0
    const client = publicClients(() => [server.url])(devnetAlpha)
    return (bytes: number) => client.call({ to: TARGET, data: `0x${'11'.repeat(bytes)}` })
  }

  it('calls of up to 1024 bytes of call data together go in one multicall', async () => {
    const call = reader()
    await Promise.all([call(512), call(512)])
    expect(batches).toEqual([2])
  })

  it('one byte more splits the batch', async () => {
    const call = reader()
    await Promise.all([call(512), call(513)])
    expect(batches.sort()).toEqual([1, 1])
  })

  it('calls in the same tick are batched; a call made later is not waited for', async () => {
    const call = reader()
    await Promise.all([call(4), call(4)])
    await call(4)
    expect(batches).toEqual([2, 1])
  })
})

describe('spec 9: receipt wait 180 s, 6 retries with exponential delay from 200 ms', () => {
  const HASH = `0x${'ab'.repeat(32)}` as Hex

  function pendingTransactionClient() {
    const lookups: number[] = []
    const client = createPublicClient({
      transport: custom({
        async request({ method }: RpcRequest) {
          if (method === 'eth_blockNumber') return '0x1'
          if (method === 'eth_getTransactionByHash') lookups.push(Date.now())
          return null
        },
      }),
    })
    return { client, lookups }
  }

  it('looks the transaction up 1 + 6 times, waiting 200, 400, 800, 1600, 3200 and 6400 ms', async () => {
    vi.useFakeTimers()
    const { client, lookups } = pendingTransactionClient()
    const wait = waitForReceipt(client, HASH).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(lookups).toHaveLength(7)
    expect(lookups.slice(1).map((time, i) => time - (lookups[i] as number))).toEqual([
      200, 400, 800, 1600, 3200, 6400,
    ])
    await vi.advanceTimersByTimeAsync(180_000)
    await wait
  })

  it('gives up after 180 s, or the time the caller gives', async () => {
    vi.useFakeTimers()
    const { client } = pendingTransactionClient()
    let outcome: unknown
    void waitForReceipt(client, HASH).catch((error: unknown) => (outcome = error))
    await vi.advanceTimersByTimeAsync(179_999)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
    let early: unknown
    void waitForReceipt(client, HASH, { timeout: 5_000 }).catch((error: unknown) => (early = error))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(early).toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
  })
})
