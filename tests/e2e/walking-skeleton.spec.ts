import { expect, test, type Page } from '@playwright/test'
import { createWalletClient, createPublicClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../../devnet/index.ts'
import { formatBalance, truncateAddress } from '../../runtime/core/format.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { installTestWallet } from './support/test-wallet.ts'
import { chooseNetwork } from './support/choose-network.ts'

/**
 * Issue acceptance, as a new user would do it: scaffold with the CLI into a temp dir, install the packed
 * portkit, build and serve the app, connect a real EIP-6963 wallet that signs against two anvil chains.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
let devnet: Devnet
let server: { url: string }

// Account 5 gets odd amounts first, so the shown balance is this test's doing, not a default.
const WALLET_INDEX = 5
const TOP_UP = { 31337: parseEther('1.234567'), 31338: parseEther('2.5') } as const

test.beforeAll(async () => {
  test.setTimeout(240_000)
  app = await startServedApp()
  devnet = app.devnet
  server = { url: app.url }
})

test.afterAll(async () => {
  await app?.stop()
})

function walletKey(): Hex {
  const account = devnet.manifest.accounts[WALLET_INDEX] ?? devnet.manifest.accounts.at(-1)
  if (!account) throw new Error('devnet has no accounts')
  return account.privateKey as Hex
}

async function topUpAndRead(address: Hex): Promise<Record<number, string>> {
  const funder = privateKeyToAccount(devnet.manifest.accounts[0]!.privateKey as Hex)
  const shown: Record<number, string> = {}
  for (const chain of devnet.manifest.chains) {
    const transport = http(chain.rpcUrl)
    const wallet = createWalletClient({ account: funder, transport })
    const reader = createPublicClient({ transport })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: address,
      value: TOP_UP[chain.chainId as keyof typeof TOP_UP],
    })
    await reader.waitForTransactionReceipt({ hash })
    shown[chain.chainId] = `${formatBalance(await reader.getBalance({ address }), 18)} ETH`
  }
  return shown
}

/** Records every value the connect button's data-status takes, from the first paint on. */
async function recordStatuses(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = ((window as unknown as { __statuses: string[] }).__statuses = [])
    const record = () => {
      const status = document.querySelector<HTMLElement>('button[data-status]')?.dataset.status
      if (status && log[log.length - 1] !== status) log.push(status)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

test('connect, see address and balance, switch chain, disconnect, keep the chain over a reload, reconnect after reload', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { manifest: devnet.manifest, privateKey: walletKey() })
  const balances = await topUpAndRead(wallet.address)
  const short = truncateAddress(wallet.address)
  await recordStatuses(page)
  await page.goto(server.url)

  // Connect: pick the announced wallet in the modal.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /Portkit Test Wallet/ }).click()
  await expect(dialog).toBeHidden()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(short)
  await expect(accountButton).toContainText(balances[31337]!)

  // Account view: truncated address, real balance, network name.
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-address')).toHaveText(short)
  await expect(account.getByTestId('account-view-balance')).toHaveText(balances[31337]!)
  await expect(account.getByRole('button', { name: /Portkit Devnet Alpha/ })).toBeVisible()

  // Switch to the second chain through the wallet; the balance follows.
  await account.getByRole('button', { name: /Portkit Devnet Alpha/ }).click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await networks.getByRole('button', { name: /Portkit Devnet Beta/ }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(account.getByTestId('account-view-balance')).toHaveText(balances[31338]!)
  await expect(account.getByRole('button', { name: /Portkit Devnet Beta/ })).toBeVisible()
  expect(wallet.currentChainId).toBe(31338)
  await expect(page.getByTestId('network-name')).toHaveText('Portkit Devnet Beta')

  // Escape closes the dialog.
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // Disconnect.
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  // The chosen network outlives a reload: it is stored and restored at start (spec sections 3 and 4).
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('network-name')).toHaveText('Portkit Devnet Beta')

  // Reconnect, then reload: the stored session re-syncs, connecting -> connected, without a prompt.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  await expect(accountButton).toContainText(short)
  wallet.accountsDelayMs = 800
  const prompts = wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length
  await page.reload()
  await expect(accountButton).toContainText(short)
  await expect(accountButton).toContainText(balances[31338]!)
  const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
  expect(statuses.slice(statuses.indexOf('connecting'))).toEqual(['connecting', 'connected'])
  expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length).toBe(prompts)
})

test('the modal is a dialog in a shadow root appended to body; its code loads from the page origin once idle', async ({
  page,
}) => {
  await installTestWallet(page, { manifest: devnet.manifest, privateKey: walletKey() })
  const scripts: string[] = []
  const requests: string[] = []
  page.on('request', (request) => {
    requests.push(request.url())
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(server.url)
  // Preloaded when the page is idle, before any interaction, so the first open need not wait for it.
  await expect.poll(() => scripts.some((url) => url.includes('modal-root'))).toBe(true)
  await page.waitForLoadState('networkidle')
  // Privacy: before the visitor interacts, the page fetches its own assets and nothing else.
  expect(requests.filter((url) => !url.startsWith(server.url))).toEqual([])
  // Rendered but hidden until the first open (the open only reveals it): no dialog a visitor can see or reach.
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()

  const placement = await page.evaluate(() => {
    const host = document.querySelector('[data-portkit-modal]')
    return { parent: host?.parentElement?.tagName, shadow: Boolean(host?.shadowRoot) }
  })
  expect(placement).toEqual({ parent: 'BODY', shadow: true })
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toHaveAttribute('aria-modal', 'true')
})

test('switching to a chain the wallet does not know adds it (4902 -> wallet_addEthereumChain)', async ({
  page,
}) => {
  const alphaOnly = { ...devnet.manifest, chains: devnet.manifest.chains.filter((c) => c.chainId === 31337) }
  const wallet = await installTestWallet(page, { manifest: alphaOnly, privateKey: walletKey() })
  await page.goto(server.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(truncateAddress(wallet.address))

  await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Beta/)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: /Portkit Devnet Beta/ })).toBeVisible()

  const methods = wallet.requests.map((r) => r.method)
  const firstSwitch = methods.indexOf('wallet_switchEthereumChain')
  expect(firstSwitch).toBeGreaterThanOrEqual(0)
  expect(methods.indexOf('wallet_addEthereumChain')).toBeGreaterThan(firstSwitch)
  expect(wallet.currentChainId).toBe(31338)
  const beta = createPublicClient({
    transport: http(devnet.manifest.chains.find((c) => c.chainId === 31338)!.rpcUrl),
  })
  const expected = `${formatBalance(await beta.getBalance({ address: wallet.address }), 18)} ETH`
  await expect(account.getByTestId('account-view-balance')).toHaveText(expected)
})
