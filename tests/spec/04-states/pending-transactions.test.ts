import { parseEther, WaitForTransactionReceiptTimeoutError, type Hash } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import {
  sendTransaction,
  waitForReceipt,
  watchPendingTransactions,
  writeContract,
} from '../../../runtime/controllers/actions/index.ts'
import {
  createPendingTransactionsController,
  type SettledTransaction,
} from '../../../runtime/controllers/pending-transactions.ts'
import type { WaitForReceiptOptions } from '../../../runtime/controllers/actions/types.ts'
import { TransactionRevertedError } from '../../../runtime/core/errors.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { anvilHost, jsonRpc } from '../../support/host-wallet.ts'

/**
 * Spec section 9: the pending-transaction watcher is off by default, polls every 30 s and stops at the
 * pending limit (99); the transaction confirmation wait is 25 s. It watches what is sent through Portkit
 * until it is mined, using the adapter's receipt lookup.
 */

const ALPHA = 'eip155:31337'
const FROM = '0x70997970C51812dc3a010C7d01b50e0d17dc79C8'
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

describe('spec 9: the watcher’s rules', () => {
  /** The receipt lookup, scripted: each wait is recorded and ends when the test says. */
  let waits: {
    hash: string
    options: WaitForReceiptOptions | undefined
    mined(): void
    reverted(): void
    timedOut(): void
  }[]
  let settled: SettledTransaction[]
  let watcher: ReturnType<typeof createPendingTransactionsController>

  beforeEach(() => {
    vi.useFakeTimers()
    waits = []
    settled = []
    watcher = createPendingTransactionsController({
      state: createState(testConfig()),
      adapterFor: () => ({
        waitForReceipt: (_network, hash, options) =>
          new Promise((resolve, reject) =>
            waits.push({
              hash,
              options,
              mined: () => resolve({ hash, status: 'success' }),
              reverted: () => reject(new TransactionRevertedError('nope')),
              timedOut: () => reject(new WaitForTransactionReceiptTimeoutError({ hash: hash as Hash })),
            }),
          ),
      }),
      onSettled: (transaction) => settled.push(transaction),
    })
  })
  afterEach(() => {
    watcher.stop()
    vi.useRealTimers()
  })

  const track = (n: number) => watcher.track({ hash: hashOf(n), caipNetworkId: ALPHA, from: FROM })
  const pendingHashes = () => watcher.transactions.value.map((transaction) => transaction.hash)
  const flush = () => vi.advanceTimersByTimeAsync(0)

  it('off by default: a sent transaction is not watched and nothing is asked', async () => {
    expect(watcher.enabled.value).toBe(false)
    track(1)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(pendingHashes()).toEqual([])
    expect(waits).toEqual([])
  })

  it('on: a sent transaction is pending and gets the 25 s confirmation wait at once', () => {
    watcher.watch()
    track(1)
    expect(watcher.transactions.value).toEqual([
      { hash: hashOf(1), caipNetworkId: ALPHA, from: FROM, sentAt: Date.now() },
    ])
    expect(waits.map((wait) => [wait.hash, wait.options])).toEqual([[hashOf(1), { timeout: 25_000 }]])
  })

  it('unconfirmed after the wait, it stays pending and is asked again every 30 s', async () => {
    watcher.watch()
    track(1)
    waits[0]!.timedOut()
    await flush()
    expect(pendingHashes()).toEqual([hashOf(1)])
    await vi.advanceTimersByTimeAsync(29_999)
    expect(waits).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(waits.map((wait) => [wait.hash, wait.options])).toEqual([
      [hashOf(1), { timeout: 25_000 }],
      [hashOf(1), { timeout: 25_000 }],
    ])
    // A check still waiting is not asked twice.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(waits).toHaveLength(2)
  })

  it('mined: it leaves the list as confirmed, and with none pending the polling stops', async () => {
    watcher.watch()
    track(1)
    waits[0]!.mined()
    await flush()
    expect(pendingHashes()).toEqual([])
    expect(settled).toMatchObject([{ hash: hashOf(1), status: 'confirmed' }])
    await vi.advanceTimersByTimeAsync(120_000)
    expect(waits).toHaveLength(1)
  })

  it('mined and reverted: it leaves the list as failed', async () => {
    watcher.watch()
    track(1)
    waits[0]!.reverted()
    await flush()
    expect(pendingHashes()).toEqual([])
    expect(settled).toMatchObject([{ hash: hashOf(1), status: 'failed' }])
  })

  it('stops at the pending limit: with 99 pending, a further transaction is not watched', async () => {
    watcher.watch()
    for (let n = 1; n <= 100; n++) track(n)
    expect(watcher.transactions.value).toHaveLength(99)
    expect(pendingHashes()).not.toContain(hashOf(100))
    expect(waits.map((wait) => wait.hash)).not.toContain(hashOf(100))
    // One mined makes room again.
    waits[0]!.mined()
    await flush()
    track(101)
    expect(pendingHashes()).toContain(hashOf(101))
  })

  it('released by its last holder: off, the list forgotten, nothing asked any more', async () => {
    const first = watcher.watch()
    const second = watcher.watch()
    track(1)
    first()
    expect(watcher.enabled.value).toBe(true)
    second()
    expect(watcher.enabled.value).toBe(false)
    expect(pendingHashes()).toEqual([])
    await vi.advanceTimersByTimeAsync(120_000)
    expect(waits).toHaveLength(1)
  })
})

describe('spec 9: the watcher against a real anvil, through the host actions', () => {
  const host = anvilHost()
  const rpc = (method: string, params: unknown[] = []) => jsonRpc(host.anvil.rpcUrl, method, params)
  const pending = () => host.portkit.pendingTransactions.transactions.value

  afterEach(async () => {
    await rpc('evm_setAutomine', [true])
  })

  it('off by default: a transaction sent through Portkit is not watched', async () => {
    await sendTransaction(host.portkit, { to: host.receiver, value: 1n })
    expect(host.portkit.pendingTransactions.enabled.value).toBe(false)
    expect(pending()).toEqual([])
  })

  it('on: pending until the block is mined, then gone, and the account balance re-read', async () => {
    const release = watchPendingTransactions(host.portkit)
    const settled: SettledTransaction[] = []
    const unsubscribe = host.portkit.pendingTransactions.onSettled((transaction) => settled.push(transaction))
    try {
      await rpc('evm_setAutomine', [false])
      const hash = await sendTransaction(host.portkit, { to: host.receiver, value: parseEther('1') })
      expect(pending()).toMatchObject([{ hash, caipNetworkId: ALPHA, from: host.account }])
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(pending()).toHaveLength(1)

      await rpc('evm_mine')
      // The watcher's next receipt poll sees the block; on a 2-core machine running the browser suite beside
      // it that poll can come late (10 s ran out once), so wait for the settling itself.
      await expect.poll(pending, { timeout: 30_000 }).toEqual([])
      expect(settled).toMatchObject([{ hash, status: 'confirmed' }])
      const onChain = await host.nativeBalance(host.account)
      await expect
        .poll(() => host.portkit.state.activeChainState.value?.balance?.value, { timeout: 5_000 })
        .toBe(onChain)
    } finally {
      unsubscribe()
      release()
    }
  })

  it('a contract write that is mined reverted leaves as failed', async () => {
    const release = watchPendingTransactions(host.portkit)
    const settled: SettledTransaction[] = []
    const unsubscribe = host.portkit.pendingTransactions.onSettled((transaction) => settled.push(transaction))
    try {
      // A fixed gas limit skips the wallet's estimate, so the reverting transfer is mined.
      const hash = await writeContract(host.portkit, {
        address: host.token,
        abi: fixtureTokenArtifact.abi,
        functionName: 'transfer',
        args: ['0x0000000000000000000000000000000000000000', 1n],
        gas: 100_000n,
      })
      await expect.poll(() => settled, { timeout: 10_000 }).toMatchObject([{ hash, status: 'failed' }])
      expect(pending()).toEqual([])
    } finally {
      unsubscribe()
      release()
    }
  })

  it("the adapter's receipt lookup gives up after the wait it is given ('wait timeout')", async () => {
    await rpc('evm_setAutomine', [false])
    const hash = await sendTransaction(host.portkit, { to: host.receiver, value: 1n })
    await expect(waitForReceipt(host.portkit, { hash, timeout: 300 })).rejects.toBeInstanceOf(
      WaitForTransactionReceiptTimeoutError,
    )
    await rpc('evm_mine')
  })
})
