import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, verifyMessage, type Address, type Hex } from 'viem'
import type { Devnet } from '../../devnet/index.ts'
import { formatBalance, truncateAddress } from '../../runtime/core/format.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { guardLoopback, isLoopback } from './support/loopback-guard.ts'
import { addWalletActions, HOST_MESSAGE } from './support/wc-host-actions.ts'
import { startWcWallet, type WcWallet } from './support/wc-wallet.ts'
import { openQr, shownUri } from './support/connect-wc-wallet.ts'
import {
  MIGRATED_KEY,
  WALLETCONNECT_DATABASE,
} from '../../runtime/connectors/walletconnect/walletconnect-storage.ts'

/**
 * Issue 6 acceptance: the scaffolded demo app, built by the CLI against the devnet, pairs over
 * WalletConnect with a real wallet client (@walletconnect/sign-client in this process, keys on anvil)
 * through the devnet's relay. Nothing may leave this machine: the page's requests and the wallet's
 * connections are both watched.
 */
test.describe.configure({ mode: 'serial' })

const WALLET_INDEX = 3
const RECEIVER_INDEX = 2
const guard = guardLoopback()
let devnet: Devnet
let app: ServedApp
let server: { url: string }
let wallet: WcWallet

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp({
    beforeBuild: (appDir, devnet) =>
      addWalletActions(appDir, devnet.manifest.accounts[RECEIVER_INDEX]!.address),
  })
  devnet = app.devnet
  server = { url: app.url }
})

let traffic: string[]

test.beforeEach(async ({ page }) => {
  traffic = await recordTraffic(page)
  const relayUrl = devnet.manifest.services.walletConnectRelay
  if (!relayUrl) throw new Error('the devnet manifest names no WalletConnect relay')
  wallet = await startWcWallet({
    relayUrl,
    manifest: devnet.manifest,
    privateKey: devnet.manifest.accounts[WALLET_INDEX]!.privateKey as Hex,
  })
})

test.afterEach(async () => {
  await wallet?.close()
  // Checked after every test, passed or failed: the page sent nothing off this machine.
  expect(offMachine(traffic)).toEqual([])
})

test.afterAll(async () => {
  await app?.stop()
  guard.restore()
  // The wallet client in this process connected to nothing but loopback, in every test.
  expect(guard.attempts).toEqual([])
})

const isOffMachine = (url: URL) =>
  !['data:', 'blob:', 'about:'].includes(url.protocol) && !isLoopback(url.hostname)

/**
 * Every URL the page requested or opened a WebSocket to. Requests off this machine are also aborted
 * before they leave, so a regression shows up as a failed assertion, never as real traffic.
 */
async function recordTraffic(page: Page): Promise<string[]> {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('websocket', (socket) => urls.push(socket.url()))
  await page.route(isOffMachine, (route) => route.abort('blockedbyclient'))
  await page.routeWebSocket(isOffMachine, (socket) => socket.close())
  return urls
}

function offMachine(urls: string[]): string[] {
  return urls.filter((url) => isOffMachine(new URL(url)))
}

/**
 * A reload restores the session from storage: no new proposal, the same address, and the wallet still signs
 * the host's message over it.
 */
async function expectRestoredOnReload(page: Page, short: string): Promise<void> {
  const proposals = wallet.state.proposals.length
  await page.reload()
  await expect(page.locator('button[data-status="connected"]')).toContainText(short)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(wallet.state.proposals.length).toBe(proposals)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('wallet-signature').textContent()) as Hex
  expect(await verifyMessage({ address: wallet.address, message: HOST_MESSAGE, signature })).toBe(true)
}

const chain = (chainId: number) => {
  const found = devnet.manifest.chains.find((c) => c.chainId === chainId)!
  return createPublicClient({ transport: http(found.rpcUrl) })
}

test('pair by QR, sign, send, survive a reload, and end when the wallet disconnects', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  const short = truncateAddress(wallet.address)
  const balance = `${formatBalance(await chain(31337).getBalance({ address: wallet.address }), 18)} ETH`
  const sdkLoaded = () => scripts.some((url) => url.includes('load-universal-provider'))
  await page.goto(server.url)
  await page.waitForLoadState('networkidle')
  expect(sdkLoaded()).toBe(false) // the WalletConnect SDK is not part of the page load

  // The page shows a QR code; the wallet scans it and the visitor approves there.
  await openQr(page)
  expect(sdkLoaded()).toBe(true)
  await wallet.pair(await shownUri(page))
  await expect(page.getByRole('dialog')).toBeHidden()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(short)
  await expect(accountButton).toContainText(balance)
  await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
  expect(wallet.sessions()).toHaveLength(1)

  // The host page asks for a signature; the wallet signs; viem verifies it.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('wallet-signature').textContent()) as Hex
  expect(await verifyMessage({ address: wallet.address, message: HOST_MESSAGE, signature })).toBe(true)
  expect(wallet.state.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' })

  // A transaction, sent by the wallet and mined on the devnet.
  const receiver = devnet.manifest.accounts[RECEIVER_INDEX]!.address as Address
  const before = await chain(31337).getBalance({ address: receiver })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const hash = (await page.getByTestId('wallet-hash').textContent()) as Hex
  expect((await chain(31337).waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await chain(31337).getBalance({ address: receiver })).toBe(before + 10n ** 16n)

  await expectRestoredOnReload(page, short)

  // The wallet ends the session: the page shows disconnected.
  await wallet.disconnect()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  expect(
    traffic.some(
      (url) =>
        url === devnet.manifest.services.walletConnectRelay ||
        url.startsWith(`${devnet.manifest.services.walletConnectRelay}/`),
    ),
  ).toBe(true)
})

test("the wallet rejects: the spec's user-rejected error, then a fresh QR code", async ({ page }) => {
  await page.goto(server.url)
  const { dialog } = await openQr(page)
  const first = await shownUri(page)

  wallet.state.rejectNextProposal = true
  await wallet.pair(first)
  await expect(dialog.getByRole('alert')).toHaveText('User rejected the request')
  await expect(dialog.getByRole('img', { name: /QR code/ })).not.toHaveAttribute('data-value', first)
  const second = await shownUri(page)
  expect(second).not.toBe(first)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  // The new code works.
  await wallet.pair(second)
  await expect(page.locator('button[data-status="connected"]')).toContainText(truncateAddress(wallet.address))
  await page.locator('button[data-status="connected"]').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect.poll(() => wallet.sessions().length).toBe(0)
})

test("spec 3's one-time migration: a session an older SDK left in localStorage is restored from the SDK's storage, and another client's keys stay", async ({
  page,
}) => {
  const short = truncateAddress(wallet.address)
  const accountButton = page.locator('button[data-status="connected"]')
  await page.goto(server.url)
  await openQr(page)
  await wallet.pair(await shownUri(page))
  await expect(accountButton).toContainText(short)

  // As an SDK that kept its keys in localStorage left them: Portkit's WalletConnect database emptied into
  // localStorage (JSON text under the same keys), with another client's keys beside them.
  const others = { 'wc@2:client:0.3//session': '[{"topic":"theirs"}]', walletconnect: '{"connected":true}' }
  const moved = await page.evaluate(
    async ([database, migrated, otherKeys]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => resolve(open.result)
      })
      const store = () => db.transaction('keyvaluestorage', 'readwrite').objectStore('keyvaluestorage')
      const done = (request: IDBRequest) =>
        new Promise<unknown>((resolve) => (request.onsuccess = () => resolve(request.result)))
      const keys = (await done(store().getAllKeys())) as string[]
      const values = (await done(store().getAll())) as string[]
      keys.forEach((key, index) => key !== migrated && localStorage.setItem(key, values[index]!))
      await done(store().clear())
      db.close()
      for (const [key, value] of Object.entries(otherKeys)) localStorage.setItem(key, value)
      return keys.filter((key) => key !== migrated)
    },
    [WALLETCONNECT_DATABASE, MIGRATED_KEY, others] as const,
  )
  expect(moved).toContain('wc@2:client:0.3:portkit//session')

  // The reload restores the session through the SDK.
  await expectRestoredOnReload(page, short)

  // Portkit's keys left localStorage; the other client's are there as they were.
  const left = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
  expect(Object.keys(left).filter((key) => key.includes(':portkit//'))).toEqual([])
  expect(left).toMatchObject(others)
})

test('the pairing expires: the page offers a new URI, and the session later expires too', async ({
  page,
}) => {
  // The page's clock, driven by the test: four minutes pass in one step, no waiting. The clock also runs
  // on in real time, so the URI's refresh (10 s before its 4 minutes end) is bracketed with seconds to spare.
  await page.clock.install()
  await page.goto(server.url)
  await openQr(page)
  const first = await shownUri(page)

  await page.clock.fastForward('03:40')
  await expect(
    page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('img', { name: /QR code/ }),
  ).toHaveAttribute('data-value', first)
  await page.clock.fastForward('00:11')
  await expect(
    page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('img', { name: /QR code/ }),
  ).not.toHaveAttribute('data-value', first)
  const second = await shownUri(page)
  expect(second).not.toBe(first)

  await wallet.pair(second)
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  // Seven days later the session has expired (the wallet sets that expiry): the page disconnects.
  await page.clock.fastForward(169 * 60 * 60 * 1000)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})
