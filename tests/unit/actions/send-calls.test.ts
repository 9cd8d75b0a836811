import { encodeFunctionData, parseEther, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import {
  getCallsStatus,
  getCapabilities,
  readContract,
  sendCalls,
} from '../../../runtime/controllers/actions/index.ts'
import { UserRejectedError } from '../../../runtime/core/errors.ts'
import { anvilHost, jsonRpc, type RecordingWallet } from '../../support/host-wallet.ts'

// Issue 11, EIP-5792 batches against a real anvil: through a wallet that answers wallet_sendCalls itself
// (it sends each call on anvil, as a wallet would, and reports the receipts), and through one that does
// not (4200 / -32601): the documented fallback sends the calls one by one with eth_sendTransaction.

const host = anvilHost({ connect: 'each' })
const { receiver: to, nativeBalance } = host

const tokenBalance = (address: Address) =>
  readContract(host.portkit, {
    address: host.token,
    abi: fixtureTokenArtifact.abi,
    functionName: 'balanceOf',
    args: [address],
  })
const transferData = (amount: bigint) =>
  encodeFunctionData({ abi: fixtureTokenArtifact.abi, functionName: 'transfer', args: [to, amount] })

/** The batch: 0.01 ETH and 3 tokens to the receiver. */
const batch = () => [
  { to, value: parseEther('0.01') },
  { to: host.token, data: transferData(3n) },
]

/** An EIP-5792 wallet on anvil: it sends each call from the account and keeps the hashes under the id. */
function answerEip5792(target: RecordingWallet): void {
  const batches = new Map<string, Hex[]>()
  target.answers.wallet_getCapabilities = () => ({
    '0x7a69': { assetDiscovery: { supported: true }, atomic: { status: 'unsupported' } },
    '0x7a6a': { assetDiscovery: { supported: false } },
  })
  target.answers.wallet_sendCalls = async (params) => {
    const [request] = params as [{ from: string; calls: { to: string; data?: Hex; value?: Hex }[] }]
    const hashes: Hex[] = []
    for (const call of request.calls)
      hashes.push(
        (await jsonRpc(host.anvil.rpcUrl, 'eth_sendTransaction', [{ from: request.from, ...call }])) as Hex,
      )
    const id = `0x${(batches.size + 1).toString(16).padStart(64, '0')}`
    batches.set(id, hashes)
    return { id }
  }
  target.answers.wallet_getCallsStatus = async (params) => {
    const [id] = params as [string]
    // A wallet reports 200 (confirmed) only with every receipt; on a busy machine anvil may not have one yet.
    const receipts = await Promise.all(batches.get(id)!.map(minedReceipt))
    return { version: '2.0.0', id, chainId: '0x7a69', atomic: false, status: 200, receipts }
  }
}

async function minedReceipt(hash: Hex): Promise<unknown> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const receipt = await jsonRpc(host.anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no receipt for ${hash}`)
}

describe('sendCalls / getCallsStatus (EIP-5792 wallet)', () => {
  it('the wallet gets one wallet_sendCalls; the status reports both receipts; value and tokens moved', async () => {
    answerEip5792(host.wallet)
    const [ethBefore, tokensBefore] = [await nativeBalance(to), await tokenBalance(to)]
    const { id } = await sendCalls(host.portkit, { calls: batch() })
    expect(host.wallet.methods).toEqual(['wallet_sendCalls'])
    const status = await getCallsStatus(host.portkit, { id })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, chainId: 31337 })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await nativeBalance(to)).toBe(ethBefore + parseEther('0.01'))
    expect(await tokenBalance(to)).toBe(tokensBefore + 3n)
  })

  it('getCapabilities: assetDiscovery per chain id, or only the asked chain', async () => {
    answerEip5792(host.wallet)
    expect(await getCapabilities(host.portkit)).toEqual({
      31337: { assetDiscovery: { supported: true }, atomic: { status: 'unsupported' } },
      31338: { assetDiscovery: { supported: false } },
    })
    expect(await getCapabilities(host.portkit, { chainId: 31338 })).toEqual({
      31338: { assetDiscovery: { supported: false } },
    })
  })
})

describe('sendCalls fallback (wallet without EIP-5792)', () => {
  for (const [name, code, message] of [
    ['4200 method not supported', 4200, 'Method not supported'],
    ['-32601 method not found', -32601, 'Method not found'],
  ] as const) {
    it(`${name}: the calls go one by one as eth_sendTransaction; the id reports their receipts`, async () => {
      host.wallet.answers.wallet_sendCalls = () => {
        throw Object.assign(new Error(message), { code })
      }
      const [ethBefore, tokensBefore] = [await nativeBalance(to), await tokenBalance(to)]
      const { id } = await sendCalls(host.portkit, { calls: batch() })
      expect(host.wallet.methods.filter((method) => method !== 'eth_estimateGas')).toEqual([
        'wallet_sendCalls',
        'eth_chainId',
        'eth_sendTransaction',
        'eth_chainId',
        'eth_sendTransaction',
      ])
      const status = await getCallsStatus(host.portkit, { id })
      expect(status).toMatchObject({ status: 'success', statusCode: 200, chainId: 31337, atomic: false })
      expect(status.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
      expect(await nativeBalance(to)).toBe(ethBefore + parseEther('0.01'))
      expect(await tokenBalance(to)).toBe(tokensBefore + 3n)
    })
  }

  it('a call the wallet refuses (it would revert): partial failure (600), the other one landed', async () => {
    host.wallet.answers.wallet_sendCalls = () => {
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    }
    const { id } = await sendCalls(host.portkit, {
      calls: [
        { to, value: 1n },
        { to: host.token, data: transferData(parseEther('1000')) },
      ],
    })
    const status = await getCallsStatus(host.portkit, { id })
    expect(status).toMatchObject({ status: 'failure', statusCode: 600, atomic: false })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['success'])
  })

  it('getCapabilities: none (an empty object) for a wallet without EIP-5792', async () => {
    host.wallet.answers.wallet_getCapabilities = () => {
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    }
    expect(await getCapabilities(host.portkit)).toEqual({})
  })

  it('a rejection of the batch is the catalogue user rejection, and nothing falls back', async () => {
    host.wallet.answers.wallet_sendCalls = () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(sendCalls(host.portkit, { calls: batch() })).rejects.toBeInstanceOf(UserRejectedError)
    expect(host.wallet.methods).toEqual(['wallet_sendCalls'])
  })
})
