import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import {
  createPublicClient,
  http,
  parseEther,
  stringToHex,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem'
import type { Devnet } from '../../devnet/index.ts'
import { startTestDevnet } from '../support/test-devnet.ts'
import { installTestWallet, type TestWallet, type WireError } from './support/test-wallet.ts'

/**
 * The injected test wallet seen from a page, the way a dapp sees it: discovered through EIP-6963 and
 * driven through EIP-1193 requests, against the real devnet chains.
 */

/** A dapp page that records EIP-6963 announcements and provider events, as a real dapp would listen. */
const DAPP_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Test dapp</title></head>
<body><h1>Test dapp</h1><script>
  window.announced = []
  window.events = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    const first = !window.announced.some((d) => d.info.uuid === event.detail.info.uuid)
    window.announced.push(event.detail)
    if (!first) return
    for (const name of ['accountsChanged', 'chainChanged']) {
      event.detail.provider.on(name, (payload) => window.events.push({ name, payload }))
    }
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script></body></html>`

interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> }
}
interface DappWindow {
  announced: Announcement[]
  events: { name: string; payload: unknown }[]
}

type Reply = { result: unknown } | { error: WireError }

let devnet: Devnet
let server: Server
let dappUrl: string

test.beforeAll(async () => {
  devnet = await startTestDevnet()
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(DAPP_HTML)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  dappUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await devnet?.stop()
})

const chain = (chainId: number) => {
  const found = devnet.manifest.chains.find((c) => c.chainId === chainId)
  if (!found) throw new Error(`chain ${chainId} missing from the manifest`)
  return createPublicClient({ transport: http(found.rpcUrl) })
}
const account = (index: number) => devnet.manifest.accounts[index]!

async function openDapp(page: Page, options: { accountsDelayMs?: number } = {}): Promise<TestWallet> {
  const wallet = await installTestWallet(page, {
    manifest: devnet.manifest,
    privateKey: account(0).privateKey as Hex,
    ...options,
  })
  await page.goto(dappUrl)
  return wallet
}

/** Calls the wallet from inside the page and returns what the page got: a result or the error's code/message. */
function rpc(page: Page, method: string, params?: unknown): Promise<Reply> {
  return page.evaluate(
    async ({ method, params }) => {
      const { announced } = window as unknown as DappWindow
      const wallet = announced.find((d) => d.info.rdns === 'dev.portkit.testwallet')
      if (!wallet) throw new Error('The test wallet was not discovered through EIP-6963')
      try {
        return {
          result: await wallet.provider.request(params === undefined ? { method } : { method, params }),
        }
      } catch (error) {
        const { code, message } = error as WireError
        return { error: { code, message } }
      }
    },
    { method, params },
  )
}

async function call(page: Page, method: string, params?: unknown): Promise<unknown> {
  const reply = await rpc(page, method, params)
  if ('error' in reply) throw new Error(`${method} failed: ${reply.error.code} ${reply.error.message}`)
  return reply.result
}

const pageEvents = (page: Page) => page.evaluate(() => (window as unknown as DappWindow).events)

test('announces itself through EIP-6963 at load and on every request, with frozen details', async ({
  page,
}) => {
  // Registered before the wallet's own init script, so it also sees the announcement made at load.
  await page.addInitScript(() => {
    const early: string[] = []
    Object.assign(window, { early })
    window.addEventListener('eip6963:announceProvider', (event) => {
      early.push((event as CustomEvent<Announcement>).detail.info.uuid)
    })
  })
  const wallet = await openDapp(page)

  const seen = await page.evaluate(() => {
    const { announced } = window as unknown as DappWindow
    const detail = announced[0]!
    return {
      count: announced.length,
      early: (window as unknown as { early: string[] }).early,
      info: detail.info,
      frozen: Object.isFrozen(detail) && Object.isFrozen(detail.info),
      methods: (['request', 'on', 'removeListener'] as const).map(
        (name) => typeof (detail.provider as unknown as Record<string, unknown>)[name],
      ),
    }
  })
  expect(seen.count).toBe(1)
  expect(seen.early).toEqual([wallet.info.uuid, wallet.info.uuid])
  expect(seen.info).toEqual(wallet.info)
  expect(seen.info).toMatchObject({ name: 'Portkit Test Wallet', rdns: 'dev.portkit.testwallet' })
  expect(seen.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(seen.info.icon).toMatch(/^data:image\/svg\+xml,/)
  expect(seen.frozen).toBe(true)
  expect(seen.methods).toEqual(['function', 'function', 'function'])

  await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')))
  const count = await page.evaluate(() => (window as unknown as DappWindow).announced.length)
  expect(count).toBe(2)
})

test('eth_accounts is empty until eth_requestAccounts grants the site', async ({ page }) => {
  const wallet = await openDapp(page)
  const origin = new URL(dappUrl).origin

  expect(await call(page, 'eth_accounts')).toEqual([])
  expect(await call(page, 'eth_chainId')).toBe('0x7a69')
  expect(await call(page, 'eth_requestAccounts')).toEqual([wallet.address])
  expect(await call(page, 'eth_accounts')).toEqual([wallet.address])
  expect(wallet.grantedOrigins).toEqual(new Set([origin]))
  expect(await pageEvents(page)).toContainEqual({ name: 'accountsChanged', payload: [wallet.address] })
  expect(wallet.address).toBe(account(0).address)
})

test('personal_sign returns a signature that viem verifies for the wallet account', async ({ page }) => {
  const wallet = await openDapp(page)
  const message = 'Sign in to Portkit'

  const beforeConnect = await rpc(page, 'personal_sign', [stringToHex(message), wallet.address])
  expect(beforeConnect).toEqual({ error: expect.objectContaining({ code: 4100 }) })

  await call(page, 'eth_requestAccounts')
  const signature = (await call(page, 'personal_sign', [stringToHex(message), wallet.address])) as Hex
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
  expect(await verifyMessage({ address: account(1).address as Address, message, signature })).toBe(false)
})

test('eth_signTypedData_v4 returns a signature that viem verifies', async ({ page }) => {
  const wallet = await openDapp(page)
  await call(page, 'eth_requestAccounts')
  const typedData = {
    domain: { name: 'Portkit', version: '1', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'hello' },
  } as const

  const signature = (await call(page, 'eth_signTypedData_v4', [
    wallet.address,
    JSON.stringify(typedData),
  ])) as Hex
  expect(await verifyTypedData({ address: wallet.address, ...typedData, signature })).toBe(true)
  const tampered = { ...typedData, message: { text: 'bye' } }
  expect(await verifyTypedData({ address: wallet.address, ...tampered, signature })).toBe(false)
})

test('eth_sendTransaction signs and sends on the current chain, and the receiver balance rises', async ({
  page,
}) => {
  const wallet = await openDapp(page)
  await call(page, 'eth_requestAccounts')
  const receiver = account(2).address as Address
  const alpha = chain(31337)
  const beta = chain(31338)
  const [before, betaBefore] = await Promise.all([
    alpha.getBalance({ address: receiver }),
    beta.getBalance({ address: receiver }),
  ])
  const amount = parseEther('1.5')

  const hash = (await call(page, 'eth_sendTransaction', [
    { from: wallet.address, to: receiver, value: toHex(amount) },
  ])) as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

  // The page reads the receipt through the wallet, which forwards the read to the chain.
  await expect
    .poll(
      async () =>
        ((await call(page, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null)?.status,
    )
    .toBe('0x1')
  expect(await alpha.getBalance({ address: receiver })).toBe(before + amount)
  expect(await call(page, 'eth_getBalance', [receiver, 'latest'])).toBe(toHex(before + amount))
  expect(await beta.getBalance({ address: receiver })).toBe(betaBefore)
  expect((await alpha.getTransaction({ hash })).from.toLowerCase()).toBe(wallet.address.toLowerCase())
})

test('wallet_switchEthereumChain moves to 31338, emits chainChanged, and later calls follow', async ({
  page,
}) => {
  const wallet = await openDapp(page)
  await call(page, 'eth_requestAccounts')

  expect(await call(page, 'wallet_switchEthereumChain', [{ chainId: toHex(31338) }])).toBeNull()
  expect(await call(page, 'eth_chainId')).toBe('0x7a6a')
  expect(wallet.currentChainId).toBe(31338)
  expect(await pageEvents(page)).toContainEqual({ name: 'chainChanged', payload: '0x7a6a' })
  // net_version is answered by the node itself, so this proves reads now reach the Beta chain.
  expect(await call(page, 'net_version')).toBe('31338')

  const hash = (await call(page, 'eth_sendTransaction', [
    { from: wallet.address, to: account(3).address, value: toHex(1n) },
  ])) as Hex
  const receipt = await chain(31338).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect((await chain(31338).getTransaction({ hash })).chainId).toBe(31338)
})

test('switching to a chain the wallet does not know fails with 4902 and keeps the chain', async ({
  page,
}) => {
  const wallet = await openDapp(page)
  const reply = await rpc(page, 'wallet_switchEthereumChain', [{ chainId: toHex(999_999) }])
  expect(reply).toEqual({ error: { code: 4902, message: expect.stringContaining('0xf423f') } })
  expect(await call(page, 'eth_chainId')).toBe('0x7a69')
  expect(wallet.currentChainId).toBe(31337)
  expect(await pageEvents(page)).not.toContainEqual(expect.objectContaining({ name: 'chainChanged' }))
})

test('wallet_addEthereumChain is accepted, switches to the chain and is remembered', async ({ page }) => {
  const wallet = await openDapp(page)
  const extra = toHex(999_999)
  const rpcUrl = devnet.manifest.chains[1]!.rpcUrl

  expect(
    await call(page, 'wallet_addEthereumChain', [{ chainId: extra, chainName: 'Extra', rpcUrls: [rpcUrl] }]),
  ).toBeNull()
  expect(await call(page, 'eth_chainId')).toBe(extra)
  expect(await pageEvents(page)).toContainEqual({ name: 'chainChanged', payload: extra })

  await call(page, 'wallet_switchEthereumChain', [{ chainId: toHex(31337) }])
  expect(await call(page, 'wallet_switchEthereumChain', [{ chainId: extra }])).toBeNull()
  expect(wallet.currentChainId).toBe(999_999)
})

test('several wallets on one page are told apart by their EIP-6963 uuid', async ({ page }) => {
  const first = await installTestWallet(page, {
    manifest: devnet.manifest,
    privateKey: account(0).privateKey as Hex,
  })
  const second = await installTestWallet(page, {
    manifest: devnet.manifest,
    privateKey: account(1).privateKey as Hex,
    info: { name: 'Second Wallet', rdns: 'dev.portkit.second' },
  })
  await page.goto(dappUrl)

  const answers = await page.evaluate(async () => {
    const { announced } = window as unknown as DappWindow
    return Promise.all(
      announced.map(async ({ info, provider }) => ({
        name: info.name,
        accounts: await provider.request({ method: 'eth_requestAccounts' }),
      })),
    )
  })
  expect(answers).toEqual([
    { name: 'Portkit Test Wallet', accounts: [first.address] },
    { name: 'Second Wallet', accounts: [second.address] },
  ])
  expect(first.address).not.toBe(second.address)
})

test('a rejected prompt reaches the page as code 4001, and only once', async ({ page }) => {
  const wallet = await openDapp(page)

  wallet.rejectNext = true
  expect(await rpc(page, 'eth_requestAccounts')).toEqual({
    error: { code: 4001, message: 'User rejected the request.' },
  })
  expect(wallet.rejectNext).toBe(false)
  expect(await call(page, 'eth_accounts')).toEqual([])

  await call(page, 'eth_requestAccounts')
  wallet.rejectNext = 'personal_sign'
  const hello = stringToHex('hello')
  expect(await rpc(page, 'personal_sign', [hello, wallet.address])).toEqual({
    error: { code: 4001, message: 'User rejected the request.' },
  })
  expect(await rpc(page, 'personal_sign', [hello, wallet.address])).toEqual({
    result: expect.stringMatching(/^0x[0-9a-f]{130}$/),
  })
})

test('after a reload the site stays connected; revoking disconnects it', async ({ page }) => {
  const wallet = await openDapp(page)
  await call(page, 'eth_requestAccounts')

  await page.reload()
  const requestsAfterReload = wallet.requests.length
  expect(await call(page, 'eth_accounts')).toEqual([wallet.address])
  expect(wallet.requests.slice(requestsAfterReload).map((r) => r.method)).toEqual(['eth_accounts'])

  expect(await call(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
  expect(await call(page, 'eth_accounts')).toEqual([])
  expect(await pageEvents(page)).toContainEqual({ name: 'accountsChanged', payload: [] })
  expect(wallet.grantedOrigins.size).toBe(0)
})

test('accountsDelayMs holds eth_accounts back so a connecting state can be observed', async ({ page }) => {
  const wallet = await openDapp(page, { accountsDelayMs: 400 })
  await call(page, 'eth_requestAccounts')
  const { accounts, elapsed } = await page.evaluate(async () => {
    const { announced } = window as unknown as DappWindow
    const started = performance.now()
    const accounts = await announced[0]!.provider.request({ method: 'eth_accounts' })
    return { accounts, elapsed: performance.now() - started }
  })
  expect(accounts).toEqual([wallet.address])
  expect(elapsed).toBeGreaterThanOrEqual(390)
})
