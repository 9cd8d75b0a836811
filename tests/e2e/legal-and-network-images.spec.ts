import { expect, test, type BrowserContext } from '@playwright/test'
import { createPublicClient, erc20Abi, http, type Address, type Hex } from 'viem'
import { formatBalance } from '../../runtime/core/format.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { isLoopback } from './support/loopback-guard.ts'
import { modalViolations } from './support/modal-violations.ts'
import {
  ALPHA_IMAGE,
  BETA_IMAGE_ID,
  OPTIONS_APP,
  PRIVACY_URL,
  PUSD_IMAGE,
  TERMS_URL,
} from './support/options-app.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * Spec section 3 options a scaffold does not show, as a visitor meets them in the options app
 * (tests/e2e/support/options-app.ts, built once per run): the host's terms
 * and privacy policy with `features.legalCheckbox`, and network images (`chainImages` for Alpha, Beta's
 * `assets.imageId` drawn by the devnet catalogue), and PUSD as Alpha's balance token with its own image
 * (`tokens`). Nothing the page asks for leaves this machine.
 */
const app = servedAppPerFile({ variant: OPTIONS_APP })

/**
 * Every request of the page or its tabs to anything but loopback, answered here and never sent: the
 * host's legal pages get a stand-in page (so following a link can be seen), anything else is refused.
 */
async function keepOnLoopback(context: BrowserContext): Promise<string[]> {
  const offLoopback: string[] = []
  await context.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && !isLoopback(url.hostname),
    (route) => {
      const url = route.request().url()
      offLoopback.push(url)
      return url === TERMS_URL || url === PRIVACY_URL
        ? route.fulfill({ contentType: 'text/html', body: '<title>Legal</title><h1>Legal</h1>' })
        : route.abort()
    },
  )
  return offLoopback
}

test('legal checkbox: every way to connect waits for the tick, which lasts while the page lives', async ({
  page,
  context,
}) => {
  const offLoopback = await keepOnLoopback(context)
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[0]!.privateKey as Hex,
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const agree = connect.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
  const wallet = connect.getByRole('button', { name: /Portkit Test Wallet/ })
  const waysToConnect = [
    wallet,
    connect.getByRole('button', { name: /WalletConnect/ }),
    connect.getByRole('button', { name: 'All Wallets' }),
  ]

  // The checkbox has the first focus; every row is disabled (not focusable, announced as unavailable).
  await expect(agree).toBeFocused()
  await expect(agree).not.toBeChecked()
  for (const row of waysToConnect) await expect(row).toBeDisabled()
  await expect(connect.getByText(/^By connecting your wallet/)).toHaveCount(0)
  expect(await modalViolations(page)).toEqual([])

  // The links open the host's pages in a new tab that gets no handle on this page; the box stays unticked.
  const terms = connect.getByRole('link', { name: 'Terms of Service' })
  await expect(terms).toHaveAttribute('href', TERMS_URL)
  await expect(connect.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY_URL)
  for (const link of await connect.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()])
  await expect(tab).toHaveTitle('Legal')
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  await tab.close()
  await expect(agree).not.toBeChecked()

  // Ticked from the keyboard, every way to connect opens up.
  await agree.focus()
  await page.keyboard.press('Space')
  await expect(agree).toBeChecked()
  for (const row of waysToConnect) await expect(row).toBeEnabled()
  expect(await modalViolations(page)).toEqual([])

  // Closed and opened again (in the light theme, from the template's switch), the tick stands.
  await page.keyboard.press('Escape')
  await expect(connect).toHaveCount(0)
  await page.getByRole('button', { name: 'Modal theme: dark' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(agree).toBeChecked()
  expect(await modalViolations(page)).toEqual([])
  await wallet.click()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()

  // Disconnected and reloaded: a new page asks again (the tick is never stored).
  await page.locator('button[data-status="connected"]').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(agree).not.toBeChecked()
  await expect(wallet).toBeDisabled()

  expect(offLoopback).toEqual([TERMS_URL])
})

test('network images: Account and the network list show each network’s image, loaded only when shown', async ({
  page,
  context,
}) => {
  const offLoopback = await keepOnLoopback(context)
  const assetImages: string[] = []
  // Network images only: the connected account's ENS avatar is served by the same devnet catalogue.
  page.on('request', (request) => {
    if (/\/public\/getAssetImage\/devnet-/.test(request.url())) assetImages.push(request.url())
  })
  await connectTestWallet(page, app, 1, { agreeToTerms: true })
  // The modal rendered hidden while closed fetched no network image.
  expect(assetImages).toEqual([])
  // The host page's NetworkButton shows Alpha's image beside the name.
  const hostNetworkButton = page.getByRole('button', { name: 'Portkit Devnet Alpha', exact: true })
  await expect(hostNetworkButton.locator('img')).toHaveAttribute('src', ALPHA_IMAGE)

  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const networkRow = account.getByRole('button', { name: /Portkit Devnet Alpha/ })
  // Decorative: the name beside it says which network it is.
  const alphaImage = networkRow.locator('img')
  await expect(alphaImage).toHaveAttribute('src', ALPHA_IMAGE)
  await expect(alphaImage).toHaveAttribute('alt', '')
  await expect(networkRow).toHaveAccessibleName('Portkit Devnet Alpha Switch')
  await expect.poll(() => alphaImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // Alpha's image is inline: nothing was fetched for a network image until a view shows Beta's.
  expect(assetImages).toEqual([])

  await networkRow.click()
  const networks = page.getByRole('list', { name: 'Networks' })
  const beta = networks.getByRole('button', { name: 'Portkit Devnet Beta' })
  await expect(networks.getByRole('button', { name: /Portkit Devnet Alpha/ }).locator('img')).toHaveAttribute(
    'src',
    ALPHA_IMAGE,
  )
  const betaImage = beta.locator('img')
  await expect(betaImage).toHaveAttribute('loading', 'lazy')
  expect(await betaImage.getAttribute('src')).toMatch(
    new RegExp(`^${app.devnet.manifest.services.catalogueApi}/public/getAssetImage/${BETA_IMAGE_ID}\\?`),
  )
  // The devnet catalogue drew it: a real image, not a broken one.
  await expect.poll(() => betaImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(assetImages).toHaveLength(1)
  expect(await modalViolations(page)).toEqual([])

  // Switching shows the new network's image in Account.
  await beta.click()
  await expect(account.getByRole('button', { name: /Portkit Devnet Beta/ }).locator('img')).toHaveAttribute(
    'src',
    /\/public\/getAssetImage\/devnet-beta\?/,
  )
  expect(offLoopback).toEqual([])
})

test('tokens option: the account shows its PUSD balance, and the Tokens tab the image the host gave PUSD', async ({
  page,
  context,
}) => {
  const offLoopback = await keepOnLoopback(context)
  const { manifest } = app.devnet
  const pusd = manifest.tokens?.['eip155:31337']?.find((token) => token.symbol === 'PUSD')
  const alpha = manifest.chains.find((chain) => chain.chainId === 31337)
  if (!pusd || !alpha) throw new Error('the devnet has no PUSD on Alpha')
  const held = await createPublicClient({ transport: http(alpha.rpcUrl) }).readContract({
    address: pusd.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [manifest.accounts[2]!.address as Address],
  })
  expect(held).toBeGreaterThan(0n)

  await connectTestWallet(page, app, 2, { agreeToTerms: true })
  const button = page.locator('button[data-status="connected"]')
  await expect(button).toContainText(`${formatBalance(held, 18)} PUSD`)
  await button.click()
  const row = page.getByRole('dialog', { name: 'Account' }).getByTestId('token-PUSD')
  await expect(row.locator('img')).toHaveAttribute('src', PUSD_IMAGE)
  expect(offLoopback).toEqual([])
})
