import { afterEach, describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { recordingServer } from '../../support/recording-server.ts'

/**
 * Spec section 9, base fee multiplier 1.2, on the product path: the send form's fee estimate (eip155
 * adapter) on an EIP-1559 chain is gas x (base fee x 1.2 + priority fee); on a chain whose blocks carry no
 * base fee it is gas x the gas price. The chain's node is a JSON-RPC server on loopback with fixed answers.
 */
const GAS = 21_000n
const BASE_FEE = 1_000n
const PRIORITY_FEE = 100n
const GAS_PRICE = 5_000n

const servers: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A node answering the reads of a fee estimate; `baseFee` undefined stands for a chain without EIP-1559. */
async function node(baseFee: bigint | undefined) {
  const hex = (value: bigint) => `0x${value.toString(16)}`
  const answers: Record<string, unknown> = {
    eth_chainId: hex(BigInt(devnetAlpha.id)),
    eth_estimateGas: hex(GAS),
    eth_maxPriorityFeePerGas: hex(PRIORITY_FEE),
    eth_gasPrice: hex(GAS_PRICE),
    eth_getBlockByNumber: {
      number: '0x1',
      hash: `0x${'11'.repeat(32)}`,
      ...(baseFee === undefined ? {} : { baseFeePerGas: hex(baseFee) }),
    },
  }
  const server = await recordingServer(({ body }, res) => {
    const calls = [JSON.parse(body) as { id: number; method: string }].flat()
    const replies = calls.map(({ id, method }) =>
      method in answers
        ? { jsonrpc: '2.0', id, result: answers[method] }
        : { jsonrpc: '2.0', id, error: { code: -32601, message: `no ${method}` } },
    )
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(Array.isArray(JSON.parse(body)) ? replies : replies[0]))
  })
  servers.push(server)
  const network: Network = { ...devnetAlpha, rpcUrls: { default: { http: [server.url] } } }
  return {
    network,
    methods: () =>
      server.requests.flatMap(({ body }) =>
        [JSON.parse(body)].flat().map((c: { method: string }) => c.method),
      ),
  }
}

const transfer = {
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: 1n,
  token: undefined,
}

describe('spec 9: base fee multiplier 1.2 in the send fee estimate', () => {
  it('EIP-1559 chain: gas x (base fee x 1.2 + priority fee)', async () => {
    const { network } = await node(BASE_FEE)
    const adapter = eip155Adapter()({ config: testConfig() })
    const maxFee = (BASE_FEE * 12n) / 10n + PRIORITY_FEE
    expect(await adapter.estimateTransferFee(network, transfer)).toEqual({
      gasPrice: maxFee,
      fee: GAS * maxFee,
    })
  })

  it('chain without EIP-1559 (no base fee in its blocks): gas x the gas price', async () => {
    const { network, methods } = await node(undefined)
    const adapter = eip155Adapter()({ config: testConfig() })
    expect(await adapter.estimateTransferFee(network, transfer)).toEqual({
      gasPrice: GAS_PRICE,
      fee: GAS * GAS_PRICE,
    })
    expect(methods()).toContain('eth_gasPrice')
  })
})
