import { parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import { isSpamTransaction, type Transaction } from '../../../runtime/services/history.ts'
import { HISTORY_PAGE_SIZE } from '../../../server/data-api/history/history-handler.ts'
import { CHAIN, startHistoryNodes, type HistoryNodes } from '../../support/history-nodes.ts'
import { contractClient, reasonNames } from '../../unit/server/contract-client.ts'

interface Page {
  data: Transaction[]
  next: string | null
}

/** GET /v1/account/{account}/history (spec 7: cursor, chainId; data, next) read from a node's ots_ search. */
let nodes: HistoryNodes
let call: ReturnType<typeof contractClient>
/** Receives a page and a half of payments, several of them in one block. */
let payee: Address
const paid: Hex[] = []

beforeAll(async () => {
  nodes = await startHistoryNodes()
  call = contractClient((await nodes.startApi(['ots'])).url, 'data-api')
  payee = nodes.accounts[3]!.address
  const payer = nodes.wallet(nodes.accounts[2]!)
  const pay = () => payer.sendTransaction({ to: payee, value: parseEther('0.01') })
  // Eight in one block, then six newer ones: the first page ends inside that block, so the cursor must say
  // where in the block.
  await nodes.rpc('evm_setAutomine', [false])
  for (let i = 0; i < 8; i++) paid.push(await pay())
  await nodes.rpc('evm_mine', [])
  await nodes.rpc('evm_setAutomine', [true])
  await nodes.waitFor(paid.at(-1)!)
  for (let i = 0; i < 6; i++) {
    paid.push(await pay())
    await nodes.waitFor(paid.at(-1)!)
  }
})
afterAll(() => nodes?.stop())

const read = (account: string, query: Record<string, string> = {}) =>
  call('GET', '/v1/account/{account}/history', { path: { account }, query })

async function page(account: string, query: Record<string, string> = {}): Promise<Page> {
  const answer = await read(account, query)
  expect(answer.status).toBe(200)
  return answer.body as Page
}

describe('spec 7: the history endpoint pages by cursor', () => {
  it('lists every transaction once, newest first, over full pages and a last page without next', async () => {
    const first = await page(payee)
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
    expect(first.next).not.toBeNull()
    const second = await page(payee, { cursor: first.next! })
    expect(second.next).toBeNull()
    const hashes = [...first.data, ...second.data].map((tx) => tx.metadata.hash)
    expect(hashes).toEqual([...paid].reverse())
  })

  it('keeps the next page where it was when newer transactions are mined in between', async () => {
    const first = await page(payee)
    const newer = await nodes.wallet(nodes.accounts[2]!).sendTransaction({ to: payee, value: 1n })
    await nodes.waitFor(newer)
    const second = await page(payee, { cursor: first.next! })
    expect(second.data.map((tx) => tx.metadata.hash)).toEqual(paid.slice(0, paid.length - 10).reverse())
    expect((await page(payee)).data[0]!.metadata.hash).toBe(newer)
  })

  it('refuses a tampered cursor with a 400 naming it', async () => {
    const { next } = await page(payee)
    const fields = JSON.parse(Buffer.from(next!, 'base64url').toString()) as [number, string, number][]
    const tampered = (change: (field: [number, string, number]) => unknown[]) =>
      Buffer.from(JSON.stringify(fields.map(change))).toString('base64url')
    for (const cursor of [
      tampered(([, block, index]) => [1, block, index]), // a chain this server does not serve
      tampered(([chain, , index]) => [chain, '-1', index]),
      tampered(([chain, block]) => [chain, block, 0.5]),
      tampered((field) => [...field, 'extra']),
      next!.slice(0, -2),
      'garbage',
    ]) {
      const answer = await read(payee, { cursor })
      expect(answer.status, cursor).toBe(400)
      expect(reasonNames(answer)).toEqual(['cursor'])
    }
  })

  it('answers the empty page for a chainId the server does not serve', async () => {
    expect(await page(payee, { chainId: 'eip155:1' })).toEqual({ data: [], next: null })
    expect((await page(payee, { chainId: CHAIN })).data).toHaveLength(HISTORY_PAGE_SIZE)
  })
})

describe('spec 7 and 9: token transfers in the history', () => {
  /** Account 1 gets the tokens minted (by the deployer, account 0), then sends them on in its own call. */
  const transfer = async (token: Address, to: Address, amount: string) => {
    const wallet = nodes.wallet(nodes.accounts[1]!)
    const abi = fixtureTokenArtifact.abi
    const value = parseUnits(amount, 6)
    await nodes.waitFor(
      await nodes.wallet(nodes.accounts[0]!).writeContract({
        address: token,
        abi,
        functionName: 'mint',
        args: [wallet.account.address, value],
      }),
    )
    const hash = await wallet.writeContract({
      address: token,
      abi,
      functionName: 'transfer',
      args: [to, value],
    })
    await nodes.waitFor(hash)
    return hash
  }

  it('shows a token another account sent in its own transaction as received', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await transfer(nodes.tokens.good, receiver, '2.5')
    const [top] = (await page(receiver)).data
    expect(top).toMatchObject({
      metadata: { hash, operationType: 'receive', sentFrom: nodes.accounts[1]!.address },
      transfers: [{ fungible_info: { symbol: 'GOOD' }, direction: 'in', quantity: { numeric: '2.5' } }],
    })
    expect(isSpamTransaction(top!)).toBe(false)
  })

  it('flags every transfer of a spam-listed token, so a transaction of spam only is dropped', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await transfer(nodes.tokens.spam, receiver, '1000')
    const [top] = (await page(receiver)).data
    expect(top).toMatchObject({
      metadata: { hash },
      transfers: [{ fungible_info: { symbol: 'SPAM' }, nft_info: { flags: { is_spam: true } } }],
    })
    expect(isSpamTransaction(top!)).toBe(true)
  })

  it("looks for tokens others sent only in the chain's log window below the tip; its own calls however old", async () => {
    const window = 20
    const windowed = contractClient(
      (await nodes.startApi(['ots'], { transferLogWindow: window })).url,
      'data-api',
    )
    const pageOf = async (account: Address) =>
      (await windowed('GET', '/v1/account/{account}/history', { path: { account } })).body as Page
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const tokens = await transfer(nodes.tokens.good, receiver, '1')
    const paid = await nodes.wallet(nodes.accounts[1]!).sendTransaction({ to: receiver, value: 1n })
    await nodes.waitFor(paid)
    expect((await pageOf(receiver)).data.map((tx) => tx.metadata.hash)).toEqual([paid, tokens])

    await nodes.rpc('anvil_mine', [`0x${window.toString(16)}`])
    expect((await pageOf(receiver)).data.map((tx) => tx.metadata.hash)).toEqual([paid])
    // The default window still reaches it.
    expect((await page(receiver)).data.map((tx) => tx.metadata.hash)).toEqual([paid, tokens])
  })
})
