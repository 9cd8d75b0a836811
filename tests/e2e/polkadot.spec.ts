import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { signatureVerify } from '@polkadot/util-crypto'
import { formatBalance, truncateAddress } from '../../runtime/core/format.ts'
import { polkadotMainnet, westendTestnet } from '../../runtime/networks/index.ts'
import {
  POLKADOT_TEST_ACCOUNT_NAME,
  POLKADOT_TEST_SOURCE,
  polkadotTestKey,
} from '../support/polkadot-test-key.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { chooseNetwork } from './support/choose-network.ts'
import { modalViolations } from './support/modal-violations.ts'
import { POLKADOT_APP } from './support/polkadot-app.ts'
import {
  installPolkadotTestExtension,
  type PolkadotTestExtensionOptions,
} from './support/polkadot-test-extension.ts'

/**
 * Issue 15, Polkadot: a Polkadot-only template app (Polkadot and Westend; no Polkadot node runs here offline,
 * and none is asked: spec 9 serves no Polkadot balance) with a test extension in `window.injectedWeb3` whose
 * real sr25519 key signs in Node. Connect in the modal (@polkadot/extension-dapp loaded only then), the
 * account in Polkadot's address format, sign through the host's hook (verified with util-crypto), reload,
 * disconnect; switch to Westend in the Networks view (catalogue images, the address re-encoded, kept on
 * reload); the extension's account names and its several accounts; malformed addresses it grants.
 */
const app = servedAppPerFile({ variant: POLKADOT_APP })

/** An extension name that is markup: the wallet row must show it as text. */
const MARKUP_NAME = '<img src=x onerror="window.__polkadotNameRan=1">'

test('an injected Polkadot extension connects, signs (sr25519, verified), survives a reload and disconnects', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const extension = await installPolkadotTestExtension(page, { decoys: [MARKUP_NAME] })
  const address = extension.key.address(0)
  expect(address).toMatch(/^1/)
  const chunks: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname)
  })
  const extensionCode = () => chunks.filter((path) => /extension-access/.test(path))
  await page.goto(app.url)

  // Connect: each injected extension is a wallet row named as it names itself, markup shown as text.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: MARKUP_NAME })).toBeVisible()
  expect(
    await page.evaluate(() => (window as { __polkadotNameRan?: number }).__polkadotNameRan),
  ).toBeUndefined()
  // Discovery asked nothing and loaded none of @polkadot/extension-dapp.
  expect(extension.appNames).toEqual([])
  expect(extensionCode()).toEqual([])
  await dialog.getByRole('button', { name: new RegExp(`^${POLKADOT_TEST_SOURCE}`) }).click()
  await expect(dialog).toBeHidden()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(truncateAddress(address))
  expect(extensionCode()).toHaveLength(1)
  expect(extension.prompts).toBe(1)
  // web3Enable names the app as the config's metadata does.
  const config = await readFile(join(app.appDir, 'portkit.config.ts'), 'utf8')
  expect(extension.appNames).toEqual([/metadata: \{\s*name: '([^']+)'/.exec(config)![1]])

  // The Account view: the address middle-truncated, the network's currency with no balance asked (spec 9).
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(address))
  await expect(account).toContainText('DOT')
  await page.keyboard.press('Escape')

  // Sign through the host's hook: the extension's signRaw (bytes), an sr25519 signature of the account.
  const demo = page.getByRole('region', { name: 'Polkadot demo' })
  await demo.getByLabel('Message').fill('Portkit on Polkadot')
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '')
  const signed = new TextEncoder().encode('Portkit on Polkadot')
  expect(signatureVerify(signed, signature, address)).toMatchObject({ crypto: 'sr25519', isValid: true })
  expect(extension.key.verifyRaw(signed, signature as `0x${string}`)).toBe(true)
  expect(signatureVerify(new TextEncoder().encode('Portkit on Polkadoq'), signature, address).isValid).toBe(
    false,
  )
  expect(extension.signed).toEqual([{ address, data: expect.stringMatching(/^0x/), type: 'bytes' }])

  // A reload restores the connection: the extension is enabled again and, knowing the site, asks nothing.
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(address))
  expect(extension.prompts).toBe(1)

  // Disconnect: the button offers to connect again, and a reload does not reconnect.
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(accountButton).toHaveCount(0)
})

test('an extension that declines leaves the visitor unconnected with the rejection shown', async ({
  page,
}) => {
  const extension = await installPolkadotTestExtension(page)
  extension.rejectNext = true
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(`^${POLKADOT_TEST_SOURCE}`) }).click()
  await expect(page.getByRole('dialog')).toContainText(/rejected/i)
  expect(extension.grantedOrigins.size).toBe(0)
})

/** Connects the test extension from the modal; resolves with the host page's account button. */
async function connectExtension(page: Page, options: PolkadotTestExtensionOptions = {}) {
  const extension = await installPolkadotTestExtension(page, options)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(`^${POLKADOT_TEST_SOURCE}`) }).click()
  await expect(dialog).toBeHidden()
  return { extension, accountButton: page.locator('button[data-status="connected"]') }
}

const WESTEND = westendTestnet.caipNetworkId

test('Networks: Polkadot and Westend with catalogue images; Westend re-encodes the address, signs as it, and a reload keeps it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { extension, accountButton } = await connectExtension(page)
  const [polkadotAddress, westendAddress] = [extension.key.address(0), extension.key.address(42)]
  expect(westendAddress).toMatch(/^5/)
  const demo = page.getByRole('region', { name: 'Polkadot demo' })
  const caipAddress = demo.getByLabel('CAIP address')
  await expect(caipAddress).toHaveText(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${polkadotAddress}`)

  // Account: Polkadot's image from the local catalogue beside its name.
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const networkRow = account.getByRole('button', { name: /^Polkadot/ })
  const catalogue = app.devnet.manifest.services.catalogueApi
  await expect(networkRow.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`^${catalogue}/public/getAssetImage/polkadot\\?`),
  )
  await networkRow.click()

  // Networks: both configured Polkadot networks, each image drawn by the catalogue (a real image).
  const networks = page.getByRole('list', { name: 'Networks' })
  await expect(networks.getByRole('button')).toHaveText(['Polkadot✓', 'Westend'])
  for (const [name, id] of [
    ['Polkadot', 'polkadot'],
    ['Westend', 'westend'],
  ] as const) {
    const image = networks.getByRole('button', { name: new RegExp(`^${name}`) }).locator('img')
    await expect(image).toHaveAttribute('src', new RegExp(`^${catalogue}/public/getAssetImage/${id}\\?`))
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }

  // Westend: the same key in the generic Substrate format (prefix 42), the Westend currency.
  await networks.getByRole('button', { name: 'Westend' }).click()
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(westendAddress))
  await expect(account.getByRole('button', { name: /^Westend/ })).toBeVisible()
  await expect(account).toContainText('WND')
  await page.keyboard.press('Escape')
  await expect(accountButton).toContainText(truncateAddress(westendAddress))
  await expect(page.getByTestId('network-name')).toHaveText('Westend')
  await expect(caipAddress).toHaveText(`${WESTEND}:${westendAddress}`)

  // A signature is asked of the Westend account, and verifies as it.
  await demo.getByLabel('Message').fill('Portkit on Westend')
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '')
  const signed = new TextEncoder().encode('Portkit on Westend')
  expect(signatureVerify(signed, signature, westendAddress).isValid).toBe(true)
  expect(extension.signed.map(({ address }) => address)).toEqual([westendAddress])

  // A network the config leaves out (Kusama, asked through the host's hook) is refused plainly.
  await demo.getByRole('button', { name: 'Switch to Kusama' }).click()
  await expect(demo.getByRole('alert', { name: 'Switch error' })).toHaveText('Network not found')
  await expect(caipAddress).toHaveText(`${WESTEND}:${westendAddress}`)

  // A reload keeps Westend and its address format.
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(westendAddress))
  await expect(caipAddress).toHaveText(`${WESTEND}:${westendAddress}`)

  // And back to Polkadot.
  await chooseNetwork(page, /^Westend/, /^Polkadot/)
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(polkadotAddress))
})

/** An account name that is markup: it must show as text. */
const MARKUP_ACCOUNT = 'Savings <img src=x onerror="window.__polkadotAccountRan=1">'

test('named accounts: the Account view shows the extension’s names as text and switches between its accounts, kept across a network switch and a reload, following changes made in the extension', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { extension, accountButton } = await connectExtension(page, { moreAccounts: [MARKUP_ACCOUNT] })
  const [first, second] = extension.keys
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-name')).toHaveText(POLKADOT_TEST_ACCOUNT_NAME)
  // The address's own colours (an SS58 address is no hex: the avatar used to get none).
  await expect(account.locator('.avatar')).toHaveCSS('background-image', /^linear-gradient\(135deg, rgb/)

  // The picker: each account under its name with its address, the connected one current.
  const accounts = account.getByRole('list', { name: 'Accounts' }).getByRole('button')
  await expect(accounts).toHaveText([
    `${POLKADOT_TEST_ACCOUNT_NAME}${truncateAddress(first!.address(0))}`,
    `${MARKUP_ACCOUNT}${truncateAddress(second!.address(0))}`,
  ])
  await expect(accounts.first()).toHaveAttribute('aria-current', 'true')
  expect(await modalViolations(page)).toEqual([])

  // Choosing the second: its address and name, the markup inert.
  await accounts.nth(1).click()
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(second!.address(0)))
  await expect(account.getByTestId('account-view-name')).toHaveText(MARKUP_ACCOUNT)
  await expect(accounts.nth(1)).toHaveAttribute('aria-current', 'true')
  expect(
    await page.evaluate(() => (window as { __polkadotAccountRan?: number }).__polkadotAccountRan),
  ).toBeUndefined()

  // A network switch keeps the chosen account, in Westend's format.
  await chooseNetwork(page, /^Polkadot/, /^Westend/, { open: false })
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(second!.address(42)))
  await expect(account.getByTestId('account-view-name')).toHaveText(MARKUP_ACCOUNT)

  // A reload too; it signs as that account.
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(second!.address(42)))
  const demo = page.getByRole('region', { name: 'Polkadot demo' })
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  expect(extension.signed.map(({ address }) => address)).toEqual([second!.address(42)])

  // The visitor renames the account in the extension: the view follows.
  await accountButton.click()
  await extension.changeAccounts((granted) =>
    granted.map((each) => (each.address === second!.address() ? { ...each, name: 'Rainy day' } : each)),
  )
  await expect(account.getByTestId('account-view-name')).toHaveText('Rainy day')
  await expect(accounts.nth(1)).toContainText('Rainy day')
  // And removes it: the extension's first account is connected, the only one left (no list).
  await extension.changeAccounts((granted) => granted.filter((each) => each.address !== second!.address()))
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(first!.address(42)))
  await expect(account.getByTestId('account-view-name')).toHaveText(POLKADOT_TEST_ACCOUNT_NAME)
  await expect(account.getByRole('list', { name: 'Accounts' })).toHaveCount(0)
})

/** What a broken extension grants: a 0x-hex of 42 characters, text, an SS58 address with a bad checksum. */
const MALFORMED = [`0x${'ab'.repeat(20)}`, 'not-an-address', `${polkadotTestKey(9).address(0).slice(0, -1)}X`]

test('an extension’s malformed addresses are left out beside valid ones', async ({ page }) => {
  const { extension, accountButton } = await connectExtension(page, { malformedAddresses: MALFORMED })
  await expect(accountButton).toContainText(truncateAddress(extension.key.address(0)))
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-name')).toHaveText(POLKADOT_TEST_ACCOUNT_NAME)
  // One valid account: no picker.
  await expect(account.getByRole('list', { name: 'Accounts' })).toHaveCount(0)
})

test('an extension that grants only malformed addresses gets a clear error, and nothing connects', async ({
  page,
}) => {
  await installPolkadotTestExtension(page, { malformedAddresses: MALFORMED, realAccounts: false })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(`^${POLKADOT_TEST_SOURCE}`) }).click()
  await expect(page.getByRole('dialog')).toContainText(
    'The wallet returned an account that is not a Polkadot address',
  )
  await expect(page.locator('button[data-status="connected"]')).toHaveCount(0)
})

/**
 * Issue 30, the Polkadot RPC: the devnet runs no Polkadot node and Portkit asks none (spec 9 serves no
 * Polkadot balance), so whatever the networks' RPC does cannot hold the visitor up. Here it never answers
 * (the worst of its faults: a 5xx or a broken body would fail at once): connect, the Account view's balance
 * and a switch to Westend go on with nothing waiting on it, and nothing is asked of it.
 */
test('the Polkadot RPC hangs: connect, the balance and a network switch never wait on it, nothing is asked of it', async ({
  page,
}) => {
  const rpcHosts = new Set(
    [polkadotMainnet, westendTestnet].map((network) => new URL(network.rpcUrls.default.http[0]!).host),
  )
  const isRpc = (url: URL) => rpcHosts.has(url.host)
  const asked: string[] = []
  // A request or WebSocket to it would be held forever (and recorded), never answered.
  await page.route(isRpc, (route) => void asked.push(route.request().url()))
  await page.routeWebSocket(isRpc, (socket) => void asked.push(socket.url()))
  const { extension, accountButton } = await connectExtension(page)
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const balance = account.getByTestId('account-view-balance')
  await expect(balance).toHaveText(`${formatBalance(0n, polkadotMainnet.nativeCurrency.decimals)} DOT`)
  await expect(balance).toHaveAttribute('aria-busy', 'false')
  await chooseNetwork(page, /^Polkadot/, /^Westend/, { open: false })
  await expect(account.getByTestId('account-view-address')).toHaveText(
    truncateAddress(extension.key.address(42)),
  )
  await expect(balance).toHaveText(`${formatBalance(0n, westendTestnet.nativeCurrency.decimals)} WND`)
  await expect(balance).toHaveAttribute('aria-busy', 'false')
  await expect(account.getByRole('progressbar')).toHaveCount(0)
  expect(asked).toEqual([])
})
