import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHAIN,
  DOWN_CHAIN,
  PLAIN_CHAIN,
  startHistoryNodes,
  type HistoryNodes,
} from '../../support/history-nodes.ts'
import { contractClient, reasonNames } from './contract-client.ts'

/** The history endpoint against nodes that cannot serve it: one without `ots_`, one that does not answer. */
let nodes: HistoryNodes
let withPlain: ReturnType<typeof contractClient>
let withDown: ReturnType<typeof contractClient>

beforeAll(async () => {
  nodes = await startHistoryNodes()
  const [plainApi, downApi] = await Promise.all([
    nodes.startApi(['ots', 'plain']),
    nodes.startApi(['ots', 'down']),
  ])
  withPlain = contractClient(plainApi.url, 'data-api')
  withDown = contractClient(downApi.url, 'data-api')
  const [sender, receiver] = nodes.accounts
  await nodes.waitFor(
    await nodes.wallet(sender!).sendTransaction({ to: receiver!.address, value: parseEther('1') }),
  )
})
afterAll(() => nodes?.stop())

const historyOf = (call: typeof withPlain, query: Record<string, string> = {}) =>
  call('GET', '/v1/account/{account}/history', { path: { account: nodes.accounts[1]!.address }, query })

describe('data API history on a node without the Otterscan namespace', () => {
  it('refuses the chain by name with a 501 when asked for it', async () => {
    const read = await historyOf(withPlain, { chainId: PLAIN_CHAIN })
    expect(read.status).toBe(501)
    expect(reasonNames(read)).toEqual(['chainId'])
    expect(JSON.stringify(read.body)).toContain(`${PLAIN_CHAIN}: its node does not serve the Otterscan ots_`)
  })

  it('leaves the chain out of the history of all chains, the others still listed', async () => {
    const read = await historyOf(withPlain)
    expect(read.status).toBe(200)
    const chains = (read.body as { data: { metadata: { chain: string } }[] }).data.map(
      (tx) => tx.metadata.chain,
    )
    expect(chains).toEqual([CHAIN])
  })

  it('lists only the chains with history in supported-chains, so the modal hides their Activity', async () => {
    const read = await withPlain('GET', '/v1/supported-chains')
    expect(read.body).toEqual({ http: [CHAIN, PLAIN_CHAIN], ws: [], history: [CHAIN] })
  })
})

describe('data API history when a node does not answer', () => {
  it('is a 502 naming the chain, asked for it or not', async () => {
    for (const query of [{ chainId: DOWN_CHAIN }, {}] as Record<string, string>[]) {
      const read = await historyOf(withDown, query)
      expect(read.status).toBe(502)
      expect(reasonNames(read)).toEqual(['upstream'])
      expect(JSON.stringify(read.body)).toContain(`The ${DOWN_CHAIN} node did not answer`)
    }
  })

  it('leaves the chain out of the supported-chains history list', async () => {
    const read = await withDown('GET', '/v1/supported-chains')
    expect((read.body as { history: string[] }).history).toEqual([CHAIN])
  })
})
