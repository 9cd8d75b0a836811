import { Keypair } from '@solana/web3.js'
import { base58 } from '@scure/base'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { RECEIPT_WAIT, TRANSACTION_CONFIRMATION_WAIT_MS } from '../../../runtime/core/constants.ts'
import { SolanaSendError } from '../../../runtime/core/errors.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { devnetSolana } from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'
import { json, recordingServer } from '../../support/recording-server.ts'

/**
 * Spec section 9's receipt wait (180 s by default) and the transaction confirmation wait (25 s, what the
 * pending-transaction watcher asks) on Solana. The RPC here knows the blockhash but never the transaction,
 * and its block height never moves, as when the RPC stops answering mid-wait (web3.js takes a failed
 * block-height poll for "not yet"): the wait must end at its timeout, not go on forever.
 */

afterEach(() => vi.useRealTimers())

let server: Awaited<ReturnType<typeof recordingServer>>
const RESULTS: Record<string, unknown> = {
  getLatestBlockhash: {
    context: { slot: 1 },
    value: { blockhash: base58.encode(new Uint8Array(32).fill(7)), lastValidBlockHeight: 1_000_000 },
  },
  getBlockHeight: 1,
  getSignatureStatuses: { context: { slot: 1 }, value: [null] },
}

beforeAll(async () => {
  server = await recordingServer((request, res) => {
    // signatureSubscribe's WebSocket handshake is never answered (it never hears back): only the polls are.
    if (request.method !== 'POST') return
    const call = JSON.parse(request.body) as { id: string; method: string }
    json(res, 200, { jsonrpc: '2.0', id: call.id, result: RESULTS[call.method] ?? null })
  })
})
afterAll(() => server.close())

let path = 0
function adapterOnFreshUrl() {
  // One web3.js Connection per URL: each case its own.
  const network: Network = {
    ...devnetSolana,
    rpcUrls: { default: { http: [`${server.url}/rpc-${++path}`] } },
  }
  const config = testConfig({
    networks: [network],
    defaultNetwork: network.caipNetworkId,
    adapters: ['solana'],
  })
  return { adapter: solanaAdapter()({ config }), network }
}

/** Pending until just before `timeoutMs`, rejected with the Solana send failure at `timeoutMs`. */
async function expectGivenUpAt(wait: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const asked = server.requests.length
  let outcome: unknown = 'pending'
  void wait().then(
    () => (outcome = 'confirmed'),
    (error: unknown) => (outcome = error),
  )
  // The deadline starts before the blockhash is asked (real I/O, waited for without the faked timers).
  for (
    let turn = 0;
    turn < 10_000 && !server.requests.slice(asked).some((r) => r.body.includes('getLatestBlockhash'));
    turn++
  )
    await new Promise((resolve) => setImmediate(resolve))
  await vi.advanceTimersByTimeAsync(timeoutMs - 20)
  expect(outcome).toBe('pending')
  await vi.advanceTimersByTimeAsync(20)
  expect(outcome).toBeInstanceOf(SolanaSendError)
}

describe('spec 9: a Solana confirmation the RPC never gives ends at the wait asked', () => {
  const signature = base58.encode(Keypair.generate().secretKey)

  it('the receipt wait’s default: 180 s', async () => {
    const { adapter, network } = adapterOnFreshUrl()
    await expectGivenUpAt(() => adapter.waitForReceipt(network, signature), RECEIPT_WAIT.timeoutMs)
  })

  it('the pending watcher’s 25 s confirmation wait', async () => {
    const { adapter, network } = adapterOnFreshUrl()
    await expectGivenUpAt(
      () => adapter.waitForReceipt(network, signature, { timeout: TRANSACTION_CONFIRMATION_WAIT_MS }),
      TRANSACTION_CONFIRMATION_WAIT_MS,
    )
  })
})
