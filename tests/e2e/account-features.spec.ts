import { generatedWalletCatalogue } from '../fixtures/generated-wallets.ts'
import { expect, test, type Page } from '@playwright/test'
import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import type { Devnet } from '../../devnet/index.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { installTestWallet } from './support/test-wallet.ts'
import { chooseNetwork } from './support/choose-network.ts'

/**
 * Issue 5 acceptance in a scaffolded app against the devnet: token balances from the data API, activity,
 * sending ETH and an ERC20 through a real wallet, the send form reset by a network switch, and the
 * AllWallets catalogue (search and paging).
 */
test.describe.configure({ mode: 'serial' })

let devnet: Devnet
let app: ServedApp
let server: { url: string }

// Account 2 holds the fixture tokens; a new address receives, so its balances are this test's doing.
const SENDER = 2
const RECEIVER = privateKeyToAccount(generatePrivateKey()).address

test.beforeAll(async () => {
  test.setTimeout(300_000)
  // The catalogue of 738 generated wallets: enough for the AllWallets test to page twice.
  app = await startServedApp({ walletCatalogue: generatedWalletCatalogue() })
  devnet = app.devnet
  server = { url: app.url }
})

test.afterAll(async () => {
  await app?.stop()
})

function token(symbol: string, chainId = 'eip155:31337') {
  const found = devnet.manifest.tokens?.[chainId]?.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`devnet has no ${symbol} on ${chainId}`)
  return found
}

function reader() {
  return createPublicClient({ transport: http(devnet.manifest.chains[0]!.rpcUrl) })
}

function tokenBalance(symbol: string, owner: string): Promise<bigint> {
  return reader().readContract({
    address: token(symbol).address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as Address],
  })
}

/** Floors to 3 decimals as the Tokens tab shows quantities. */
function shown(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** Registers `name` for an account the way the runtime does: a personal_sign'ed JSON message, POSTed. */
async function registerName(index: number, name: string) {
  const signer = privateKeyToAccount(devnet.manifest.accounts[index]!.privateKey as Hex)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const url = new URL(`${devnet.manifest.services.dataApi}/v1/profile/account`)
  url.search = new URLSearchParams({ projectId: app.projectId, st: 'portkit', sv: '0.1.0' }).toString()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (0x80000000 | 31337) >>> 0,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  expect(response.status, await response.text()).toBe(200)
}

async function connect(page: Page, index: number) {
  const wallet = await installTestWallet(page, {
    manifest: devnet.manifest,
    privateKey: devnet.manifest.accounts[index]!.privateKey as Hex,
  })
  await page.goto(server.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toBeVisible()
  return { wallet, accountButton }
}

test('tokens, send ETH and PUSD, activity, and the send form reset by a network switch', async ({ page }) => {
  test.setTimeout(180_000)
  const sender = devnet.manifest.accounts[SENDER]!.address
  const receiver = RECEIVER
  await registerName(SENDER, 'sender.portkit.id')
  const { accountButton } = await connect(page, SENDER)
  // The identity lookup names the account in the button and the Account view.
  await expect(accountButton).toContainText('sender.portkit.id')
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-name')).toHaveText('sender.portkit.id')

  // Tokens tab: ETH and both decimal tokens, each as the chain has it; PTIX (0 decimals) is left out.
  await expect(account.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByTestId('token-ETH')).toBeVisible()
  await expect(tokens.getByTestId('token-PUSD').getByTestId('token-quantity')).toHaveText(
    shown(await tokenBalance('PUSD', sender), 18),
  )
  await expect(tokens.getByTestId('token-PEUR').getByTestId('token-quantity')).toHaveText(
    shown(await tokenBalance('PEUR', sender), 6),
  )
  await expect(tokens.getByTestId('token-PTIX')).toHaveCount(0)
  await expect(account.getByTestId('token-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)

  // Send ETH to the receiver.
  const ethBefore = await reader().getBalance({ address: receiver })
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  let send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: 'native:ETH' })
  await send.getByLabel('Amount').fill('0.5')
  await send.getByLabel('Receiver address').fill(receiver)
  await expect(send.getByTestId('send-gas')).toBeVisible()
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  // The Account view shows, with no way back to the submitted form.
  await expect(account).toBeVisible()
  await expect(account.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0)
  await expect
    .poll(() => reader().getBalance({ address: receiver }), { timeout: 30_000 })
    .toBe(ethBefore + parseEther('0.5'))
  await expect(page.getByText('Transaction sent')).toBeVisible()

  // Send 12.5 PUSD (ERC20 transfer).
  const pusdBefore = await tokenBalance('PUSD', receiver)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  send = page.getByRole('dialog', { name: 'Send' })
  // The form was reset by the successful send.
  await expect(send.getByLabel('Amount')).toHaveValue('')
  await send.getByLabel('Token').selectOption({ value: `eip155:31337:${token('PUSD').address}` })
  await send.getByLabel('Amount').fill('12.5')
  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(account).toBeVisible()
  await expect
    .poll(() => tokenBalance('PUSD', receiver), { timeout: 30_000 })
    .toBe(pusdBefore + parseUnits('12.5', 18))

  // Activity: both transfers, newest first, amounts to 3 decimals.
  await expect(async () => {
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const activity = account.getByRole('list', { name: 'Activity' })
    await expect(activity.getByTestId('activity-amount').first()).toHaveText('-12.500 PUSD', {
      timeout: 2_000,
    })
    await expect(activity.getByTestId('activity-amount').nth(1)).toHaveText('-0.500 ETH', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(account.getByRole('list', { name: 'Activity' })).toContainText(/\d+ (sec|min)/)

  // The send form keeps its values when reopened, but a network switch resets it.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').fill('1')
  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByRole('button', { name: 'Back', exact: true }).click()
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(send.getByLabel('Amount')).toHaveValue('1')
  await send.getByRole('button', { name: 'Back', exact: true }).click()
  await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Beta/, { open: false })
  await expect(account.getByRole('button', { name: /Portkit Devnet Beta/ })).toBeVisible()
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(send.getByLabel('Amount')).toHaveValue('')
  await expect(send.getByLabel('Receiver address')).toHaveValue('')
})

test('AllWallets: catalogue pages load while scrolling, search finds wallets, picking one connects', async ({
  page,
}) => {
  const pages: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/getWallets')) pages.push(url.searchParams.toString())
  })
  await installTestWallet(page, {
    manifest: devnet.manifest,
    privateKey: devnet.manifest.accounts[1]!.privateKey as Hex,
  })
  await page.goto(server.url)
  // No catalogue call before the visitor opens the modal; the Connect view then asks for its 4 recommended
  // wallets (spec 2's connector groups), and AllWallets for its first page of 40.
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect(pages).toEqual([])
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect.poll(() => pages.some((query) => query.includes('entries=4'))).toBe(true)
  expect(pages.some((query) => query.includes('entries=40'))).toBe(false)
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'All Wallets' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const list = dialog.getByRole('list', { name: 'All wallets' })
  await expect(list.getByRole('button').first()).toBeVisible()
  expect(pages.some((query) => query.includes('entries=40') && query.includes('page=1'))).toBe(true)

  // Scrolling to the end asks for the next page of 40.
  const scroller = dialog.getByTestId('all-wallets-scroller')
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    expect(pages.some((query) => query.includes('page=3'))).toBe(true)
  }).toPass({ timeout: 20_000 })
  // Only the rows in view are in the DOM, however many are loaded.
  expect(await list.getByRole('button').count()).toBeLessThan(30)

  // Search: only matching wallets.
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('rabby')
  await expect(list.getByRole('button')).toHaveText(['Rabby Wallet'])
  expect(pages.some((query) => query.includes('search=rabby') && query.includes('entries=100'))).toBe(true)

  // Picking the installed test wallet from the catalogue connects it (matching rdns).
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Portkit Test')
  await list.getByRole('button', { name: 'Portkit Test Wallet' }).click()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
})
