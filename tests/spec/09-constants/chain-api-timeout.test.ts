import { Keypair } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getFeeRate, getTransactionStatus, getUtxos } from '../../../runtime/adapters/bip122/esplora-api.ts'
import { getBalance } from '../../../runtime/adapters/solana/solana-chain.ts'
import { RPC_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { recordingServer } from '../../support/recording-server.ts'

/**
 * Spec section 9's RPC timeout (10 s) on the reads that do not go through viem: the Solana adapter's
 * web3.js Connection and the Bitcoin adapter's Esplora API. A service that never answers must end in a
 * rejection (the caller's fallback or error: spec section 8), as must a 5xx and a body that is not JSON.
 */

afterEach(() => vi.useRealTimers())

type Fault = 'hang' | 'status' | 'malformed'
let fault: Fault = 'hang'
const held: (() => void)[] = []
let server: Awaited<ReturnType<typeof recordingServer>>

beforeAll(async () => {
  server = await recordingServer((_request, res) => {
    if (fault === 'hang') held.push(() => res.end())
    else if (fault === 'status') res.writeHead(503, { 'content-type': 'application/json' }).end('{}')
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","result":{"tr')
  })
})
afterAll(async () => {
  for (const release of held.splice(0)) release()
  await server.close()
})

/** Resolves once the server holds a request (real I/O, waited for without the faked timers). */
async function heldRequest(): Promise<void> {
  for (let turn = 0; turn < 10_000 && held.length === 0; turn++)
    await new Promise((resolve) => setImmediate(resolve))
  expect(held).toHaveLength(1)
}

/** `read` against a server that never answers: pending until just before 10 s, rejected at 10 s. */
async function expectTimeoutAtRpcTimeout(read: () => Promise<unknown>): Promise<void> {
  fault = 'hang'
  held.length = 0
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  let outcome: unknown = 'pending'
  void read().then(
    () => (outcome = 'answered'),
    (error: unknown) => (outcome = error),
  )
  await heldRequest()
  await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS - 20)
  expect(outcome).toBe('pending')
  await vi.advanceTimersByTimeAsync(20)
  expect(outcome).toBeInstanceOf(Error)
  expect(String(outcome)).toMatch(/no answer within 10000 ms/)
}

const address = Keypair.generate().publicKey.toBase58()

describe('spec 9: a Solana RPC read gives up after 10 s; a 5xx or malformed answer fails at once', () => {
  // One Connection per URL: each case its own path, so no case reuses another's.
  let path = 0
  const rpcUrl = () => `${server.url}/solana-${++path}`

  it('a hung getBalance rejects at the RPC timeout', async () => {
    await expectTimeoutAtRpcTimeout(() => getBalance(rpcUrl(), address, 'SOL'))
  })

  it.each(['status', 'malformed'] as const)('%s: getBalance rejects', async (mode) => {
    fault = mode
    await expect(getBalance(rpcUrl(), address, 'SOL')).rejects.toThrow()
  })
})

describe('spec 9: a Bitcoin Esplora read gives up after 10 s; a 5xx or malformed answer fails at once', () => {
  it.each([
    ['unspent outputs', () => getUtxos(server.url, 'bcrt1qexample')],
    ['fee rate', () => getFeeRate(server.url)],
    ["a transaction's status", () => getTransactionStatus(server.url, 'ab'.repeat(32))],
  ])('a hung read of %s rejects at the RPC timeout', async (_name, read) => {
    await expectTimeoutAtRpcTimeout(read)
  })

  it.each(['status', 'malformed'] as const)('%s: the unspent outputs read rejects', async (mode) => {
    fault = mode
    await expect(getUtxos(server.url, 'bcrt1qexample')).rejects.toThrow()
  })
})
