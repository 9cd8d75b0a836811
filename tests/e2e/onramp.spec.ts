import { expect, test, type Page } from '@playwright/test'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'

/**
 * Issue 13, on-ramp, in the scaffolded react-vite app against the devnet with the EIP-6963 test wallet: the
 * account menu's Buy crypto entry takes 50 USD by card, shows the devnet's quote, and opens the provider page
 * the devnet's URL generator names in a new tab. 5 USD and 8000 USD by card are refused with the spec's
 * limits; in a restricted timezone the entry is not offered.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
const BUYER = 1

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp()
})
test.afterAll(async () => {
  await app?.stop()
})

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

test('50 USD by card: the quote shows, then the provider page opens in a new tab', async ({ page }) => {
  const wallet = await connectTestWallet(page, app, BUYER)
  const onramp = await openOnramp(page)
  await onramp.getByRole('radio', { name: 'Card' }).check()
  await onramp.getByLabel('You buy').selectOption({ label: 'PUSD' })
  await onramp.getByLabel('Amount').fill('50')
  // The devnet's quote: a 1.5 % fee, the rest buys PUSD; a live id, not the placeholder.
  await expect(onramp.getByTestId('onramp-total')).toHaveText('50.00 USD', { timeout: 15_000 })
  await expect(onramp.getByTestId('onramp-fee')).toHaveText('0.75 USD')
  await expect(onramp.getByTestId('onramp-purchase-amount')).toHaveText(/^\d+\.\d+ PUSD$/)
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
  // The devnet's provider page; its data API answers on its own port (the page's calls go through the
  // reused build's forwarded port, so the origin is the devnet's, not app.devnet.manifest's).
  expect(opened.protocol).toBe('http:')
  expect(opened.hostname).toBe('127.0.0.1')
  expect(opened.pathname).toBe('/devnet/onramp')
  expect(opened.origin).not.toBe(new URL(app.url).origin)
  // Exactly the page the devnet's generator named.
  expect(provider.url()).toBe(generatedUrl)
  expect(opened.searchParams.get('wallet')?.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(opened.searchParams.get('fiat')).toBe('50')
  await expect(provider.getByRole('heading', { name: 'Portkit devnet onramp' })).toBeVisible()
  // The app stays where it was.
  expect(page.url()).toBe(app.url.endsWith('/') ? app.url : `${app.url}/`)
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
