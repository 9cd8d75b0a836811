import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page, type Response } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { truncateAddress } from '../../runtime/core/format.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { COINBASE_APP, COINBASE_APP_LOGO } from './support/coinbase-app.ts'
import { chainReader, sendsEth, signsMessage } from './support/host-scenario.ts'
import { installTestWallet } from './support/test-wallet.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'

/**
 * Issue 15, Coinbase connector: the template app with `connectors: [..., 'coinbase']` and
 * @coinbase/wallet-sdk 4.4.0 installed. The SDK's injected-provider path runs here for real: the test
 * wallet is installed as the Coinbase extension (`window.coinbaseWalletExtension`) and the SDK, loaded
 * only once the visitor picks Coinbase Wallet, hands it the app's info and connects through it. The smart
 * wallet path needs keys.coinbase.com, which cannot be reached offline: the test opens it, finds it
 * unreachable, closes it, and the modal shows its error state instead of waiting forever.
 */
const app = servedAppPerFile({ variant: COINBASE_APP })
const HOLDER = 3
// A fresh address receives, so its balance is this test's doing.
const RECEIVER = privateKeyToAccount(generatePrivateKey()).address
/** A string only the SDK's code has: its popup's address. */
const SDK_TEXT = 'keys.coinbase.com'

/** Every script the page loads and every HEAD request it makes, in order. */
function recordScripts(page: Page) {
  const scripts: string[] = []
  const heads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'HEAD') heads.push(request.url())
  })
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  return { scripts, heads }
}

/** The app's name as its portkit.config.ts metadata gives it (`portkit create` names the app). */
const appName = () =>
  /metadata: \{\s*name: '([^']+)'/.exec(readFileSync(join(app.appDir, 'portkit.config.ts'), 'utf8'))![1]

const sdkIn = async (urls: string[]) => {
  const texts = await Promise.all(urls.map(async (url) => (await fetch(url)).text()))
  return urls.filter((_url, i) => texts[i]!.includes(SDK_TEXT))
}

test('the Coinbase extension connects through the lazily loaded SDK, signs, sends, survives a reload and disconnects', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[HOLDER]!.privateKey as Hex,
    coinbaseExtension: true,
  })
  // A browser wallet announced over EIP-6963 as well: the injected group comes before the external one.
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[HOLDER - 1]!.privateKey as Hex,
  })
  const loaded = recordScripts(page)
  await page.goto(app.url)

  // The row is there, the SDK is not: no chunk, no request yet.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const rows = dialog.getByRole('list').getByRole('button')
  await expect(rows.filter({ hasText: 'Coinbase Wallet' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Portkit Test Wallet' })).toHaveCount(1)
  // Connector group order (the config lists coinbase first) (spec section 2): walletConnect, injected, external.
  const names = await rows.allTextContents()
  const at = (name: string) => names.findIndex((text) => text.includes(name))
  expect(at('WalletConnect')).toBeGreaterThanOrEqual(0)
  expect(at('WalletConnect')).toBeLessThan(at('Portkit Test Wallet'))
  expect(at('Portkit Test Wallet')).toBeLessThan(at('Coinbase Wallet'))
  const beforePick = [...loaded.scripts]
  expect(await sdkIn(beforePick)).toEqual([])
  expect(loaded.heads).toEqual([])
  const sdkKeys = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('-CBWSDK')))
  expect(await sdkKeys()).toEqual([])

  // The pick loads the SDK's chunk; the SDK finds the extension, gives it the app's info, and connects.
  await rows.filter({ hasText: 'Coinbase Wallet' }).click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(truncateAddress(wallet.address))
  const afterPick = loaded.scripts.filter((url) => !beforePick.includes(url))
  expect(await sdkIn(afterPick)).toHaveLength(1)
  expect(
    await page.evaluate(() => (window as { __portkitCoinbaseAppInfo?: unknown }).__portkitCoinbaseAppInfo),
  ).toEqual([appName(), COINBASE_APP_LOGO, [31337, 31338], { options: 'all' }])
  expect(wallet.requests.map((request) => request.method)).toContain('eth_requestAccounts')
  // The SDK ran: its version record, and its same-origin check of the page's headers (a HEAD request).
  expect(await sdkKeys()).toContain('-CBWSDK:VERSION')
  expect(loaded.heads).toEqual([new URL('/', app.url).href])

  // Address and balance (anvil's, for this account).
  const reader = chainReader(app.devnet.manifest)
  await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
  const balance = page.getByRole('definition').filter({ hasText: /ETH$/ })
  await expect(balance).toHaveText(/^[\d.,]+ ETH$/)
  const shownBefore = await balance.textContent()
  expect(await reader.getBalance({ address: wallet.address })).toBeGreaterThan(0n)

  // Sign (verified with viem) and send (the receiver's balance moves on anvil), through the extension.
  const section = {
    region: page.getByRole('region', { name: "Your app's own actions" }),
    manifest: app.devnet.manifest,
    address: wallet.address,
  }
  await signsMessage(section, 'Hello from the Coinbase test')
  await sendsEth(section, RECEIVER)
  expect(wallet.requests.map((request) => request.method)).toEqual(
    expect.arrayContaining(['personal_sign', 'eth_sendTransaction']),
  )
  await expect(balance).not.toHaveText(shownBefore!)

  // A reload restores the session through the SDK (the extension still grants this site).
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(wallet.address))

  // Disconnect: the extension's permission is revoked; a reload stays disconnected.
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(wallet.grantedOrigins.size).toBe(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('without the extension the smart wallet popup opens; keys.coinbase.com is unreachable offline, and closing or blocking it shows the error state', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  // Nothing leaves this machine: the popup's page is refused, as it would be offline.
  const offMachine: string[] = []
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    offMachine.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Coinbase Wallet' }).click(),
  ])
  // The popup asked for keys.coinbase.com (refused above), so it shows the browser's error page.
  await expect
    .poll(() => offMachine.some((url) => url.startsWith('https://keys.coinbase.com/connect?')))
    .toBe(true)
  expect(popup.url()).toBe('chrome-error://chromewebdata/')
  // ConnectingExternal, titled with the connector's name, waits for the popup.
  const connecting = page.getByRole('dialog', { name: 'Coinbase Wallet' })
  await expect(connecting.getByRole('progressbar')).toBeVisible()

  // The visitor closes the popup: the connect ends as a rejection, with Try again.
  await popup.close()
  await expect(connecting.getByText('User rejected the request')).toBeVisible({ timeout: 10_000 })
  await expect(connecting.getByRole('button', { name: 'Try again' })).toBeVisible()

  // A blocked popup (window.open gives null, as the browser's blocker does): the view's error state with the
  // catalogue's 'Connection failed' (not the library's untranslated 'An unknown RPC error occurred.') and
  // Try again, beside the SDK's own notice saying why.
  await page.evaluate(() => {
    window.open = () => null
  })
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(connecting.getByRole('alert')).toHaveText('Connection failed')
  await expect(connecting.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByText('Popup was blocked. Try again.')).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('enableNetworkSwitch: false: the network shows everywhere but no control of the modal switches it', async ({
  page,
}) => {
  const wallet = await connectTestWallet(page, app, 2)
  const own = page.getByRole('group', { name: 'Your own buttons' })
  // NetworkButton names the network without being a button.
  await expect(own.getByText('Portkit Devnet Alpha', { exact: true })).toBeVisible()
  await expect(own.getByRole('button', { name: /^Portkit Devnet Alpha/ })).toHaveCount(0)
  // The host's openNetworks opens the Account view, not the network list.
  await own.getByRole('button', { name: 'On Portkit Devnet Alpha' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Choose Network' })).toHaveCount(0)
  // Account shows the network as a row that is not a switch.
  await expect(account.getByText('Portkit Devnet Alpha', { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: /Portkit Devnet Alpha/ })).toHaveCount(0)
  await page.keyboard.press('Escape')
  // The wallet still switches on its own, and the page follows it.
  await wallet.switchChain(31338)
  await expect(own.getByText('Portkit Devnet Beta', { exact: true })).toBeVisible()
})
