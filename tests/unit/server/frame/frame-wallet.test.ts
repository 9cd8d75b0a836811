import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameWallet } from '../../../../server/frame/app/frame-wallet.ts'
import { recordingServer } from '../../../support/recording-server.ts'

/**
 * The secure frame's wallet answers the page with wallet errors that carry their EIP-1193 code and never
 * the node's URL (a host's RPC URL may hold its API key): a method it does not serve is 4200 before any
 * node is asked, a node's refusal keeps its code and words, a node that does not answer is -32603.
 */
let node: Awaited<ReturnType<typeof recordingServer>>

beforeAll(async () => {
  node = await recordingServer(({ body }, res) => {
    const { id } = JSON.parse(body) as { id: number }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'execution reverted' } }))
  })
})
afterAll(() => node?.close())

const SECRET_PATH = '/v3/secret-api-key'
const wallet = (rpcUrl: string) =>
  frameWallet(
    { authUrl: 'http://127.0.0.1:1', chains: [{ chainId: 31337, name: 'Alpha', rpcUrl }] },
    generatePrivateKey(),
  )

describe('secure frame wallet errors', () => {
  it('refuses a method it does not serve with 4200, asking no node', async () => {
    await expect(
      wallet(`${node.url}${SECRET_PATH}`).request(31337, 'wallet_getCapabilities', []),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'The embedded wallet does not support wallet_getCapabilities',
    })
    expect(node.requests).toHaveLength(0)
  })

  it("passes a node's refusal on with its code, without the node's URL", async () => {
    const refusal = (await wallet(`${node.url}${SECRET_PATH}`)
      .request(31337, 'eth_call', [{ to: '0x0000000000000000000000000000000000000001' }, 'latest'])
      .catch((error: unknown) => error)) as { code: number; message: string }
    expect(refusal).toMatchObject({ code: -32000, message: 'execution reverted' })
    expect(refusal.message).not.toContain('secret')
  })

  it('a node that does not answer is -32603, naming the chain, not its URL', async () => {
    const down = (await wallet(`http://127.0.0.1:1${SECRET_PATH}`)
      .request(31337, 'eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest'])
      .catch((error: unknown) => error)) as { code: number; message: string }
    expect(down).toMatchObject({ code: -32603, message: 'The Alpha node did not answer eth_getBalance' })
  })

  // The page sees a transaction's failure too: viem's own message for it names the node's URL and the
  // request body (the nonce read), which must not reach the page.
  const send = (rpcUrl: string) =>
    wallet(rpcUrl)
      .request(31337, 'eth_sendTransaction', [
        { to: '0x0000000000000000000000000000000000000001', value: '0x1' },
      ])
      .catch((error: unknown) => error) as Promise<{ code: number; message: string }>

  it("a transaction the node refuses keeps the node's code and words, without its URL", async () => {
    const refusal = await send(`${node.url}${SECRET_PATH}`)
    expect(refusal).toMatchObject({ code: -32000, message: 'execution reverted' })
  })

  it('a transaction whose node does not answer is -32603, naming the chain, not its URL', async () => {
    const down = await send(`http://127.0.0.1:1${SECRET_PATH}`)
    expect(down).toMatchObject({ code: -32603, message: 'The Alpha node did not answer eth_sendTransaction' })
    expect(down.message).not.toContain('secret')
  })
})
