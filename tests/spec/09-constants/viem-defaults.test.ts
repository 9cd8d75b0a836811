import {
  createClient,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  fallback,
  http,
  multicall3Abi,
  toBlobs,
  WaitForTransactionReceiptTimeoutError,
  type Hex,
} from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { mainnet } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { json, recordingServer } from '../../support/recording-server.ts'

/**
 * The constants of spec section 9 that are viem's defaults. Portkit does not redefine them; these tests
 * build viem transports and clients the way the runtime does and observe that viem applies the values.
 */

afterEach(() => vi.useRealTimers())

type RpcRequest = { method: string; params?: unknown }

describe('spec 9: RPC timeout 10 s, batch size 1000', () => {
  let server: Awaited<ReturnType<typeof recordingServer>>
  beforeAll(async () => {
    server = await recordingServer((request, res) => {
      const body = JSON.parse(request.body) as { id: number }[] | { id: number }
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' })
      json(res, 200, Array.isArray(body) ? body.map(answer) : answer(body))
    })
  })
  afterAll(() => server.close())

  it('an http transport times out after 10 s', () => {
    expect(http(server.url)({}).config.timeout).toBe(10_000)
  })

  it('batched http requests go out 1000 to a request', async () => {
    server.requests.length = 0
    const client = createClient({ transport: http(server.url, { batch: true }) })
    await Promise.all(Array.from({ length: 1001 }, () => client.request({ method: 'eth_chainId' })))
    expect(server.requests.map((r) => (JSON.parse(r.body) as unknown[]).length)).toEqual([1000, 1])
  })
})

describe('spec 9: fallback polling 4 s, ranking sample 10, weights stability 0.7 and latency 0.3', () => {
  // Transport A answers pings in 10 ms but fails some; B always answers, in 20 ms.
  const A_FAILS_ON_SAMPLES = new Set([1, 3, 10])
  const LATENCY = { A: 10, B: 20 }
  const SAMPLES = 16

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

  function rankedFallback() {
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
    const ranked = fallback([transport('A'), transport('B')], { rank: true, retryCount: 0 })({})
    async function leader(): Promise<string | undefined> {
      calls.length = 0
      await ranked.request({ method: 'eth_chainId' }).catch(() => undefined)
      return calls[0]
    }
    return { pings, leader }
  }

  it('pings every transport again 4 s after each ranking', async () => {
    vi.useFakeTimers()
    const { pings } = rankedFallback()
    await vi.advanceTimersByTimeAsync(LATENCY.B + 3_999)
    expect(pings).toEqual({ A: 1, B: 1 })
    await vi.advanceTimersByTimeAsync(1)
    expect(pings).toEqual({ A: 2, B: 2 })
  })

  it('ranks over the last 10 samples with stability 0.7 and latency 0.3', async () => {
    vi.useFakeTimers()
    const { leader } = rankedFallback()
    let observed = ''
    await vi.advanceTimersByTimeAsync(LATENCY.B + 1)
    for (let k = 1; k <= SAMPLES; k++) {
      observed += (await leader()) ?? '?'
      await vi.advanceTimersByTimeAsync(4_000 + LATENCY.B)
    }
    expect(observed).toBe(expectedLeaders(10, 0.7, 0.3))
    // The scenario tells these defaults apart from their neighbours.
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

  it('a client polls every 4 s by default', () => {
    expect(createPublicClient({ transport: http('http://127.0.0.1:1') }).pollingInterval).toBe(4_000)
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
    const wait = waitForTransactionReceipt(client, { hash: HASH }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(lookups).toHaveLength(7)
    expect(lookups.slice(1).map((time, i) => time - (lookups[i] as number))).toEqual([
      200, 400, 800, 1600, 3200, 6400,
    ])
    await vi.advanceTimersByTimeAsync(180_000)
    await wait
  })

  it('gives up after 180 s', async () => {
    vi.useFakeTimers()
    const { client } = pendingTransactionClient()
    let outcome: unknown
    void waitForTransactionReceipt(client, { hash: HASH }).catch((error: unknown) => (outcome = error))
    await vi.advanceTimersByTimeAsync(179_999)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
  })
})

describe('spec 9: multicall batch 1024 bytes, wait 0', () => {
  const TARGET = '0x00000000000000000000000000000000000000aa'

  function multicallClient() {
    const batches: number[] = []
    const client = createPublicClient({
      chain: mainnet,
      batch: { multicall: true },
      transport: custom({
        async request({ method, params }: RpcRequest) {
          if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
          const [{ data }] = params as [{ data: Hex }]
          const { args } = decodeFunctionData({ abi: multicall3Abi, data })
          const calls = (args as readonly [readonly unknown[]])[0]
          batches.push(calls.length)
          return encodeFunctionResult({
            abi: multicall3Abi,
            functionName: 'aggregate3',
            result: calls.map(() => ({ success: true, returnData: '0x01' as Hex })),
          })
        },
      }),
    })
    const call = (bytes: number) => client.call({ to: TARGET, data: `0x${'11'.repeat(bytes)}` })
    return { batches, call }
  }

  it('calls up to 1024 bytes of call data together go in one multicall', async () => {
    const { batches, call } = multicallClient()
    await Promise.all([call(512), call(512)])
    expect(batches).toEqual([2])
  })

  it('one byte more splits the batch', async () => {
    const { batches, call } = multicallClient()
    await Promise.all([call(512), call(513)])
    expect(batches).toEqual([1, 1])
  })

  it('calls made in the same tick are batched; a call 1 ms later is not waited for', async () => {
    vi.useFakeTimers()
    const { batches, call } = multicallClient()
    const first = Promise.all([call(4), call(4)])
    await vi.advanceTimersByTimeAsync(1)
    const later = call(4)
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all([first, later])
    expect(batches).toEqual([2, 1])
  })
})

describe('spec 9: blob size limit 761855 bytes', () => {
  it('viem accepts 761855 bytes of blob data and refuses one more', () => {
    expect(toBlobs({ data: new Uint8Array(761_855) })).toHaveLength(6)
    expect(() => toBlobs({ data: new Uint8Array(761_856) })).toThrowError(
      expect.objectContaining({ name: 'BlobSizeTooLargeError' }),
    )
  })
})
