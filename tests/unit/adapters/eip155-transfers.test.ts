import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import type { Connector, Eip1193Provider, Network } from '../../../runtime/core/types.ts'
import { EstimateGasError, TransactionRevertedError } from '../../../runtime/core/errors.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'

// The eip155 adapter's chain actions for a send (spec sections 4, 5 and 8) against a real local node.
// anvil's funded accounts are unlocked, so the node itself stands in for the wallet's signing.

const [sender, receiver] = testAccounts(2)
let anvil: AnvilNode
let network: Network
let provider: Eip1193Provider
const adapter = eip155Adapter()({ config: testConfig() })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: devnetAlpha.id as number })
  network = { ...devnetAlpha, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
  provider = { request: ({ method, params }) => rpc(method, params) }
})
afterAll(() => anvil?.stop())

async function rpc(method: string, params: unknown = []): Promise<unknown> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  return body.result
}

const connector = (): Connector => ({
  id: 'anvil',
  name: 'anvil',
  type: 'INJECTED',
  chain: 'eip155',
  provider,
})

/** A contract whose every call reverts with `code` as its runtime code. */
async function revertingContract(address: string, code: string): Promise<string> {
  await rpc('anvil_setCode', [address, code])
  return address
}

/** Mined although it reverts: an explicit gas limit skips the estimate that would refuse it. */
async function sendReverting(to: string): Promise<string> {
  return (await rpc('eth_sendTransaction', [{ from: sender!.address, to, gas: '0x186a0' }])) as string
}

const word = (hex: string) => hex.padEnd(64, '0')
// mstore(0, Error(string) selector); mstore(4, 0x20); mstore(0x24, 4); mstore(0x44, "nope"); revert(0, 0x64)
const REVERT_NOPE = `0x7f${word('08c379a0')}600052602060045260046024527f${word('6e6f7065')}60445260646000fd`
const REVERT_EMPTY = '0x60006000fd'

describe('eip155 adapter: transfers', () => {
  it('estimates a native transfer: 21 000 gas at the network gas price', async () => {
    const transfer = { from: sender!.address, to: receiver!.address, amount: 10n ** 15n, token: undefined }
    const { gasPrice, fee } = await adapter.estimateTransferFee(network, transfer)
    expect(gasPrice).toBeGreaterThan(0n)
    expect(fee).toBe(21_000n * gasPrice)
  })

  it("a transfer the node refuses to estimate is 'error estimating gas'", async () => {
    const to = await revertingContract('0x00000000000000000000000000000000000000a0', REVERT_EMPTY)
    const transfer = { from: sender!.address, to, amount: 1n, token: undefined }
    const error = await adapter.estimateTransferFee(network, transfer).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EstimateGasError)
    expect((error as EstimateGasError).shortMessage).toBe('error estimating gas')
  })

  it('sends through the wallet and waits for a successful receipt', async () => {
    const before = BigInt((await rpc('eth_getBalance', [receiver!.address, 'latest'])) as string)
    const transfer = { from: sender!.address, to: receiver!.address, amount: 12_345n, token: undefined }
    const hash = await adapter.sendTransfer(connector(), network, transfer)
    expect(await adapter.waitForReceipt(network, hash)).toEqual({ hash, status: 'success' })
    expect(BigInt((await rpc('eth_getBalance', [receiver!.address, 'latest'])) as string)).toBe(
      before + 12_345n,
    )
  })

  it('a reverted transaction rejects with its revert reason', async () => {
    const to = await revertingContract('0x00000000000000000000000000000000000000a1', REVERT_NOPE)
    const error = await adapter.waitForReceipt(network, await sendReverting(to)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect((error as Error).message).toBe('nope')
  })

  it("a reverted transaction without a reason rejects with 'unknown reason'", async () => {
    const to = await revertingContract('0x00000000000000000000000000000000000000a2', REVERT_EMPTY)
    const error = await adapter.waitForReceipt(network, await sendReverting(to)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect((error as Error).message).toBe('unknown reason')
  })
})
