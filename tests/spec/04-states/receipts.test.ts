import { parseGwei, toHex, type Address, type Hash, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import {
  sendTransaction,
  waitForReceipt,
  writeContract,
  type Replacement,
} from '../../../runtime/controllers/actions/index.ts'
import { TransactionRevertedError } from '../../../runtime/core/errors.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { deployFixtureToken } from '../../support/anvil-contracts.ts'
import { connectedPortkit, jsonRpc, networksAt, recordingWallet } from '../../support/host-wallet.ts'
import { json, recordingServer } from '../../support/recording-server.ts'

/**
 * Spec section 4, Transaction flow, Receipts: success or reverted (the revert reason, else 'unknown
 * reason'); replaced transactions are classed repriced, cancelled or replaced. Against a real anvil,
 * through the host action `waitForReceipt` and the eip155 adapter (viem's waitForTransactionReceipt).
 */

const [sender, receiver, a, b, c] = testAccounts(6)
let anvil: AnvilNode
let rpc: Awaited<ReturnType<typeof recordingServer>>
let portkit: Portkit
let token: Address
/** Connects another Portkit to the same wallet and recorded RPC. */
let anotherPortkit: () => Promise<Portkit>

const word = (hex: string) => hex.padEnd(64, '0')
// mstore(0, Error(string) selector); mstore(4, 0x20); mstore(0x24, 4); mstore(0x44, "nope"); revert(0, 0x64)
const REVERT_NOPE = `0x7f${word('08c379a0')}600052602060045260046024527f${word('6e6f7065')}60445260646000fd`
const ZERO = '0x0000000000000000000000000000000000000000'

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  // The network's RPC goes through a recorder, so a test can see what the wait has asked the node.
  rpc = await recordingServer((request, res) => {
    type Call = { method: string; params: unknown; id: number }
    const body = JSON.parse(request.body) as Call | Call[]
    const answer = ({ method, params, id }: Call) =>
      jsonRpc(anvil.rpcUrl, method, params).then(
        (result) => ({ jsonrpc: '2.0', id, result }),
        (error: { code: number; message: string; data?: unknown }) => ({
          jsonrpc: '2.0',
          id,
          error: { code: error.code, message: error.message, data: error.data },
        }),
      )
    // The runtime batches the requests it makes together.
    void Promise.all([body].flat().map(answer)).then((answers) =>
      json(res, 200, Array.isArray(body) ? answers : answers[0]),
    )
  })
  token = await deployFixtureToken(anvil.rpcUrl, sender!.address, 10n ** 21n)
  const wallet = recordingWallet({ address: sender!.address, chainId: 31337, rpcUrl: anvil.rpcUrl })
  anotherPortkit = () => connectedPortkit(wallet.provider, networksAt(rpc.url))
  portkit = await anotherPortkit()
})
afterAll(async () => {
  portkit?.stop()
  await rpc?.close()
  await anvil?.stop()
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('spec 4: receipts, success or reverted', () => {
  it('a mined transaction that succeeded is a success receipt of that hash', async () => {
    const hash = await sendTransaction(portkit, { to: receiver!.address as Address, value: 1n })
    expect(await waitForReceipt(portkit, { hash })).toEqual({ hash, status: 'success' })
  })

  it('a reverted transaction rejects with its Error(string) reason', async () => {
    const to = '0x00000000000000000000000000000000000000b1'
    await jsonRpc(anvil.rpcUrl, 'anvil_setCode', [to, REVERT_NOPE])
    // An explicit gas limit skips the estimate that would refuse it, so it is mined and reverts.
    const hash = await sendTransaction(portkit, { to, gas: 100_000n })
    const error = await failure(waitForReceipt(portkit, { hash }))
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect((error as TransactionRevertedError).shortMessage).toBe('nope')
  })

  it("a contract's custom error is the reason given its ABI, else 'unknown reason'", async () => {
    const hash = await writeContract(portkit, {
      address: token,
      abi: fixtureTokenArtifact.abi,
      functionName: 'transfer',
      args: [ZERO, 1n],
      gas: 100_000n,
    })
    const withAbi = await failure(waitForReceipt(portkit, { hash, abi: fixtureTokenArtifact.abi }))
    expect(withAbi).toBeInstanceOf(TransactionRevertedError)
    expect((withAbi as Error).message).toBe('ZeroAddress()')
    const without = await failure(waitForReceipt(portkit, { hash }))
    expect((without as Error).message).toBe('unknown reason')
  })
})

describe('spec 4: replaced transactions are classed repriced, cancelled or replaced', () => {
  const LOW = { maxFeePerGas: toHex(parseGwei('2')), maxPriorityFeePerGas: toHex(parseGwei('1')) }
  const HIGH = { maxFeePerGas: toHex(parseGwei('4')), maxPriorityFeePerGas: toHex(parseGwei('2')) }
  const send = (tx: Record<string, unknown>) =>
    jsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [tx]) as Promise<Hash>
  const nonceOf = async (address: string) =>
    toHex(BigInt((await jsonRpc(anvil.rpcUrl, 'eth_getTransactionCount', [address, 'latest'])) as Hex))
  /**
   * The wait has read the pending transaction: from then on it can tell it was replaced. Its first read can
   * come after poll's default second on a loaded machine (a CI run failed so).
   */
  const seen = (hash: Hash) =>
    expect
      .poll(
        () => rpc.requests.some((r) => r.body.includes('eth_getTransactionByHash') && r.body.includes(hash)),
        { timeout: 15_000 },
      )
      .toBe(true)

  it('a same-nonce transaction mined in its place resolves with its receipt and the class', async () => {
    // Each wait through its own Portkit: viem shares one block watcher among a client's waits, and a wait
    // that joins it after its first poll reads nothing until the next block, which this test holds back.
    const portkits = await Promise.all([0, 1, 2].map(() => anotherPortkit()))
    await jsonRpc(anvil.rpcUrl, 'evm_setAutomine', [false])
    try {
      const to = receiver!.address
      const cases = [
        // Same call, higher fee.
        {
          from: a!.address,
          original: { to, value: '0x1' },
          replacement: { to, value: '0x1' },
          reason: 'repriced',
        },
        // Nothing sent to oneself.
        {
          from: b!.address,
          original: { to, value: '0x1' },
          replacement: { to: b!.address, value: '0x0' },
          reason: 'cancelled',
        },
        // Another call in the same slot.
        {
          from: c!.address,
          original: { to, value: '0x1' },
          replacement: { to, value: '0x2' },
          reason: 'replaced',
        },
      ] as const
      const reported: Replacement[] = []
      const waits = await Promise.all(
        cases.map(async ({ from, original }, i) => {
          const nonce = await nonceOf(from)
          const hash = await send({ from, nonce, ...original, ...LOW })
          const receipt = waitForReceipt(portkits[i]!, { hash, onReplaced: (r) => reported.push(r) })
          await seen(hash)
          return { hash, nonce, receipt }
        }),
      )
      const replacements = await Promise.all(
        cases.map(({ from, replacement }, i) =>
          send({ from, nonce: waits[i]!.nonce, ...replacement, ...HIGH }),
        ),
      )
      await jsonRpc(anvil.rpcUrl, 'evm_mine')

      for (const [i, { reason }] of cases.entries()) {
        const replaced = { reason, replacedHash: waits[i]!.hash, hash: replacements[i] }
        expect(await waits[i]!.receipt).toEqual({ hash: replacements[i], status: 'success', replaced })
        expect(reported).toContainEqual(replaced)
      }
    } finally {
      for (const each of portkits) each.stop()
      await jsonRpc(anvil.rpcUrl, 'evm_setAutomine', [true])
    }
  }, 60_000)
})
