import { parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import type { Devnet } from '../../../devnet/index.ts'
import { startTestDevnet } from '../../support/test-devnet.ts'
import { HISTORY_PAGE_SIZE } from '../../../server/data-api/history/history-handler.ts'
import { contractClient, reasonNames } from './contract-client.ts'
import { devnetWallet } from '../devnet/services/devnet-wallet.ts'

interface Transfer {
  fungible_info?: { symbol: string }
  nft_info?: { flags: { is_spam: boolean } }
  direction?: string
  quantity: { numeric: string }
  price?: number
  value?: number
}
interface Transaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    status: string
    operationType: string
    sentFrom: string
    hash?: string
  }
  transfers: Transfer[]
}
interface Page {
  data: Transaction[]
  next: string | null
}

let devnet: Devnet
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  devnet = await startTestDevnet()
  call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
})
afterAll(() => devnet?.stop())

const history = async (account: string, query: Record<string, string> = {}): Promise<Page> => {
  const read = await call('GET', '/v1/account/{account}/history', { path: { account }, query })
  expect(read.status).toBe(200)
  return read.body as Page
}

/** Every page, following `next` until it is null. */
async function allPages(account: string, query: Record<string, string> = {}): Promise<Page[]> {
  const pages = [await history(account, query)]
  while (pages.at(-1)!.next) pages.push(await history(account, { ...query, cursor: pages.at(-1)!.next! }))
  return pages
}

const walletOf = (index: number, chainIndex = 0) => devnetWallet(devnet, index, chainIndex)

describe('data API: transaction history indexed from the chains', () => {
  it('shows the fixture mints, transfers and airdrop, newest first, with the spam token flagged', async () => {
    const account = devnet.manifest.accounts[3]!.address
    const [page] = await allPages(account, { chainId: 'eip155:31337' })
    const kinds = page!.data.map((tx) => [
      tx.metadata.operationType,
      tx.transfers.map((t) => t.fungible_info?.symbol).join(),
    ])
    // Account 3 got the four fixture tokens (the spam one airdropped by a stranger) and 3 PTIX from account 1.
    expect(kinds).toEqual([
      ['receive', 'PTIX'],
      ['receive', 'AIRDROP'],
      ['mint', 'PTIX'],
      ['mint', 'PEUR'],
      ['mint', 'PUSD'],
    ])
    const minedAt = page!.data.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...minedAt].sort((a, b) => b - a)).toEqual(minedAt)

    const spam = page!.data[1]!.transfers[0]!
    expect(spam.nft_info?.flags.is_spam).toBe(true)
    expect(spam).toMatchObject({ direction: 'in', quantity: { numeric: '1000000' } })
    // The spam token has no price feed: its transfer has no price or value; the others are priced now.
    expect([spam.price, spam.value]).toEqual([undefined, undefined])
    for (const tx of page!.data.filter((_, i) => i !== 1)) expect(tx.transfers[0]!.nft_info).toBeUndefined()
  })

  it('shows a transfer made during the test on top, for both sides', async () => {
    const { wallet, client, token } = walletOf(3)
    const receiver = devnet.manifest.accounts[2]!.address as Address
    const sent = await wallet.writeContract({
      address: token('PUSD'),
      abi: fixtureTokenArtifact.abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('1.25', 18)],
    })
    await client.waitForTransactionReceipt({ hash: sent })

    const [top] = (await history(receiver, { chainId: 'eip155:31337' })).data
    expect(top).toMatchObject({
      metadata: { hash: sent, status: 'confirmed', operationType: 'receive', chain: 'eip155:31337' },
      transfers: [
        {
          fungible_info: { symbol: 'PUSD' },
          direction: 'in',
          quantity: { numeric: '1.25' },
          price: 1,
          value: 1.25,
        },
      ],
    })
    expect(top!.metadata.sentFrom).toBe(devnet.manifest.accounts[3]!.address)
    const [senderTop] = (await history(devnet.manifest.accounts[3]!.address)).data
    expect(senderTop).toMatchObject({
      metadata: { hash: sent, operationType: 'send' },
      transfers: [{ direction: 'out' }],
    })
  })

  it('marks a reverted transaction as failed', async () => {
    const { wallet, client, token } = walletOf(2, 1)
    const hash = await wallet.writeContract({
      address: token('PTIX'),
      abi: fixtureTokenArtifact.abi,
      functionName: 'transfer',
      args: [devnet.manifest.accounts[0]!.address as Address, 1_000_000n],
      gas: 100_000n, // skips estimation, which would refuse to send a transfer that reverts
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('reverted')
    const [top] = (await history(devnet.manifest.accounts[2]!.address, { chainId: 'eip155:31338' })).data
    expect(top).toMatchObject({
      metadata: { hash, status: 'failed', operationType: 'execute' },
      transfers: [],
    })
  })

  it('pages with next across both chains: every transaction once, newest first, the last page without next', async () => {
    const account = devnet.manifest.accounts[0]!.address
    const pages = await allPages(account)
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages.slice(0, -1)) expect(page.data).toHaveLength(HISTORY_PAGE_SIZE)
    expect(pages.at(-1)!.next).toBeNull()
    const all = pages.flatMap((page) => page.data)
    expect(new Set(all.map((tx) => tx.id)).size).toBe(all.length)
    expect(new Set(all.map((tx) => tx.metadata.chain))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    const minedAt = all.map((tx) => Date.parse(tx.metadata.minedAt))
    expect([...minedAt].sort((a, b) => b - a)).toEqual(minedAt)
  })

  it('keeps the next page stable when newer transactions arrive in between', async () => {
    const account = devnet.manifest.accounts[0]!.address
    const first = await history(account)
    expect(first.next).not.toBeNull()
    const { wallet, client } = walletOf(1)
    const hash = await wallet.sendTransaction({ to: account as Address, value: parseEther('0.01') })
    await client.waitForTransactionReceipt({ hash })

    const second = await history(account, { cursor: first.next! })
    const seen = new Set(first.data.map((tx) => tx.id))
    expect(second.data.length).toBeGreaterThan(0)
    expect(second.data.some((tx) => seen.has(tx.id) || tx.metadata.hash === hash)).toBe(false)
    expect((await history(account)).data[0]!.metadata.hash).toBe(hash)
  })

  it('answers the empty page for chains and namespaces it does not serve and for onramp filters', async () => {
    const account = devnet.manifest.accounts[0]!.address
    const empty = { data: [], next: null }
    expect(await history(account, { chainId: 'eip155:1' })).toEqual(empty)
    expect(await history(account, { onramp: 'coinbase' })).toEqual(empty)
    expect(await history('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toEqual(empty)
  })

  it('refuses a malformed account, chain id or cursor with a 400 naming it', async () => {
    const refused = async (account: string, query: Record<string, string> = {}) => {
      const read = await call('GET', '/v1/account/{account}/history', { path: { account }, query })
      expect(read.status).toBe(400)
      return reasonNames(read)
    }
    const account = devnet.manifest.accounts[0]!.address
    expect(await refused('not-an-address')).toEqual(['account'])
    expect(await refused(account, { chainId: 'eip155:' })).toEqual(['chainId'])
    expect(await refused(account, { cursor: 'garbage' })).toEqual(['cursor'])
    expect(await refused(account, { cursor: Buffer.from('[1,2]').toString('base64url') })).toEqual(['cursor'])
  })
})
