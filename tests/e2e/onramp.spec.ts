import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits, type Address } from 'viem'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'

/**
 * Issue 13, on-ramp, in the scaffolded react-vite app against the devnet with the EIP-6963 test wallet: the
 * account menu's Buy crypto entry takes 50 USD by card, shows the devnet's quote, and opens the provider page
 * the devnet's URL generator names in a new tab, on the provider's own origin; there the visitor pays with a
 * devnet test card and the provider really sends the PUSD on chain; back in the app the modal shows the
 * balance rise and the Activity entry. 5 USD and 8000 USD by card are refused with the spec's limits; in a
 * restricted timezone the entry is not offered.
 */
const app = servedAppPerFile()
const BUYER = 1

async function openOnramp(page: Page) {
  await page.locator('button[data-status="connected"]').click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Buy crypto', exact: true })
    .click()
  const onramp = page.getByRole('dialog', { name: 'Buy crypto' })
  await expect(onramp.getByLabel('Currency')).toHaveValue('USD')
  return onramp
}

/** The Tokens tab's PUSD quantity, as the modal shows it (3 decimals, floored). */
const shownPusd = (units: bigint) => {
  const [whole, fraction = ''] = formatUnits(units, 18).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

const pusdOf = (owner: Address) => {
  const alpha = app.devnet.manifest.chains[0]!
  const pusd = app.devnet.manifest.tokens![alpha.caipNetworkId]!.find((token) => token.symbol === 'PUSD')!
  return createPublicClient({ transport: http(alpha.rpcUrl) }).readContract({
    address: pusd.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

test('50 USD of PUSD by card on the provider page: the PUSD arrives, the modal shows the balance rise and the Activity entry', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await connectTestWallet(page, app, BUYER)
  const before = await pusdOf(wallet.address)
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const pusdShown = account
    .getByRole('list', { name: 'Tokens' })
    .getByTestId('token-PUSD')
    .getByTestId('token-quantity')
  await expect(pusdShown).toHaveText(shownPusd(before))
  await account.getByRole('button', { name: 'Buy crypto', exact: true }).click()
  const onramp = page.getByRole('dialog', { name: 'Buy crypto' })
  await onramp.getByRole('radio', { name: 'Card' }).check()
  await onramp.getByLabel('You buy').selectOption({ label: 'PUSD' })
  await onramp.getByLabel('Amount').fill('50')
  // The devnet's quote: a 1.5 % fee, the rest buys PUSD; a live id, not the placeholder.
  await expect(onramp.getByTestId('onramp-total')).toHaveText('50.00 USD', { timeout: 15_000 })
  await expect(onramp.getByTestId('onramp-fee')).toHaveText('0.75 USD')
  await expect(onramp.getByTestId('onramp-purchase-amount')).toHaveText('49.25000000 PUSD')
  await expect(onramp.getByTestId('onramp-quote-id')).not.toHaveText('mocked-quote-id')
  const submit = onramp.getByRole('button', { name: 'Continue to provider' })
  await expect(submit).toBeEnabled()
  const [provider, generated] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse('**/v1/generators/onrampurl?**'),
    submit.click(),
  ])
  const { url: generatedUrl } = (await generated.json()) as { url: string }
  await provider.waitForLoadState()
  const opened = new URL(provider.url())
  // The devnet's provider page, on its own origin: neither the app's nor the data API's.
  expect(provider.url()).toBe(generatedUrl)
  expect(opened.protocol).toBe('http:')
  expect(opened.hostname).toBe('127.0.0.1')
  expect(opened.pathname).toBe('/buy')
  expect(opened.origin).not.toBe(new URL(app.url).origin)
  expect(opened.origin).not.toBe(new URL(generated.url()).origin)
  expect(opened.searchParams.get('wallet')?.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(opened.searchParams.get('fiat')).toBe('50')
  // The app stays where it was, waiting for the purchase.
  expect(page.url()).toBe(app.url.endsWith('/') ? app.url : `${app.url}/`)
  await expect(onramp.getByTestId('onramp-purchase-status')).toHaveText(
    'Finish the purchase in the provider’s tab. It shows here once the provider has sent it.',
  )

  // The provider page shows the order, then takes the devnet test card.
  await expect(provider.getByRole('heading', { name: 'Portkit devnet on-ramp' })).toBeVisible()
  await expect(provider.getByTestId('order-total')).toHaveText('50.00 USD')
  await expect(provider.getByTestId('order-amount')).toHaveText('49.25 PUSD')
  await expect(provider.getByTestId('order-wallet')).toHaveText(wallet.address)
  const card = provider.getByRole('form', { name: 'Devnet test card' })
  await card.getByLabel('Name on card').fill('Ada Lovelace')
  await card.getByLabel('Card number').fill('4242 4242 4242 4241')
  await card.getByLabel('Expiry (MM/YY)').fill('12/40')
  await card.getByLabel('CVC').fill('123')
  await card.getByRole('button', { name: 'Pay 50.00 USD' }).click()
  // A wrong check digit is refused, with the reason; nothing was sent.
  await expect(provider.getByRole('alert')).toContainText(
    'The card number is not valid (its check digit is wrong)',
  )
  await expect(provider.getByLabel('Card number')).toHaveValue('')
  expect(await pusdOf(wallet.address)).toBe(before)
  await provider.getByLabel('Card number').fill('4242 4242 4242 4242')
  await provider.getByLabel('CVC').fill('123')
  await provider.getByRole('button', { name: 'Pay 50.00 USD' }).click()
  await expect(provider.getByRole('heading', { name: 'Purchase complete' })).toBeVisible({ timeout: 30_000 })
  await expect(provider.getByTestId('receipt-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  // Really on chain: 49.25 PUSD more in the wallet.
  expect((await pusdOf(wallet.address)) - before).toBe(parseUnits('49.25', 18))

  // Back in the app: the modal found the purchase, and shows the new balance and the Activity entry.
  await page.bringToFront()
  await expect(onramp.getByTestId('onramp-purchase-status')).toHaveText('Purchase complete: +49.25 PUSD', {
    timeout: 20_000,
  })
  await onramp.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(pusdShown).toHaveText(shownPusd(before + parseUnits('49.25', 18)), { timeout: 15_000 })
  await account.getByRole('tab', { name: 'Activity' }).click()
  const newest = account.getByRole('list', { name: 'Activity' }).getByTestId('activity-row').first()
  await expect(newest).toContainText('Receive')
  await expect(newest.getByTestId('activity-amount')).toHaveText('+49.250 PUSD')
})

test('5 USD and 8000 USD by card are refused with the limits', async ({ page }) => {
  await connectTestWallet(page, app, BUYER)
  const onramp = await openOnramp(page)
  const submit = onramp.getByRole('button', { name: 'Enter an amount' })
  await onramp.getByLabel('Amount').fill('5')
  await expect(onramp.getByRole('alert')).toHaveText('The minimum purchase by card is 10.00 USD')
  await expect(submit).toBeDisabled()
  await onramp.getByLabel('Amount').fill('8000')
  await expect(onramp.getByRole('alert')).toHaveText('The maximum purchase by card is 7500.00 USD')
  await expect(submit).toBeDisabled()
  await expect(onramp.getByTestId('onramp-quote')).toHaveCount(0)
})

const down = { status: 503, contentType: 'application/json', body: '{"status":"FAILED","reasons":[]}' }

test('options service down: the built-in defaults (ETH, USD and EUR) are offered', async ({ page }) => {
  await connectTestWallet(page, app, BUYER)
  await page.route('**/v1/onramp/options?**', (route) => route.fulfill(down))
  const onramp = await openOnramp(page)
  await expect(onramp.getByText('Could not load the latest options; showing the defaults.')).toBeVisible()
  await expect(onramp.getByLabel('You buy').locator('option')).toHaveText(['ETH'])
  await expect(onramp.getByLabel('Currency').locator('option')).toHaveText(['USD', 'EUR'])
})

test("quote service down: the placeholder quote 'mocked-quote-id' with the entered amount", async ({
  page,
}) => {
  await connectTestWallet(page, app, BUYER)
  await page.route('**/v1/onramp/quote?**', (route) => route.fulfill(down))
  const onramp = await openOnramp(page)
  await onramp.getByLabel('Amount').fill('50')
  await expect(onramp.getByTestId('onramp-quote-id')).toHaveText('mocked-quote-id', { timeout: 15_000 })
  await expect(onramp.getByTestId('onramp-total')).toHaveText('50 USD')
  await expect(
    onramp.getByText('A live quote is unavailable; the provider shows the final price.'),
  ).toBeVisible()
})

test.describe('in a restricted timezone', () => {
  test.use({ timezoneId: 'Asia/Hong_Kong' })

  test('the Buy crypto entry is not offered', async ({ page }) => {
    await connectTestWallet(page, app, BUYER)
    await page.locator('button[data-status="connected"]').click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
    await expect(account.getByRole('button', { name: 'Buy crypto', exact: true })).toHaveCount(0)
  })
})
