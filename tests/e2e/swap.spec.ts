import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'

/**
 * Issue 13, swap, in the scaffolded react-vite app against the devnet with the EIP-6963 test wallet: the
 * Swap entry of the account menu swaps native ETH into PUSD, and PUSD into PEUR after an approval, through
 * the devnet's fixture swap router; the balances move on chain by the quoted amounts within the spec's 1 %
 * slippage. With the quote service down the visitor reads a clear error and nothing is sent.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
// Account 2 holds the fixture tokens.
const HOLDER = 2
const ALPHA = 'eip155:31337'

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp()
})
test.afterAll(async () => {
  await app?.stop()
})

const reader = () => createPublicClient({ transport: http(app.devnet.manifest.chains[0]!.rpcUrl) })

function token(symbol: string): { address: Address; decimals: number } {
  const found = app.devnet.manifest.tokens?.[ALPHA]?.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`the devnet has no ${symbol}`)
  return { address: found.address as Address, decimals: found.decimals }
}

const tokenBalance = (symbol: string, owner: Address) =>
  reader().readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function openSwap(page: Page) {
  await page.locator('button[data-status="connected"]').click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Swap', exact: true })
    .click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('region', { name: 'You pay' }).getByLabel('Token')).toHaveValue(/:0x/i)
  return swap
}

async function fillSwap(page: Page, from: string, to: string, amount: string) {
  const swap = await openSwap(page)
  const pay = swap.getByRole('region', { name: 'You pay' })
  const receive = swap.getByRole('region', { name: 'You receive' })
  await pay.getByLabel('Token').selectOption({ label: from })
  await receive.getByLabel('Token').selectOption({ label: to })
  await pay.getByLabel('Amount').fill(amount)
  const submit = swap.getByRole('button', { name: 'Swap', exact: true })
  await expect(submit).toBeEnabled({ timeout: 15_000 })
  const quoted = (await swap.getByTestId('swap-to-amount').textContent()) ?? ''
  return { swap, submit, quoted }
}

test('native ETH -> PUSD: the PUSD balance rises by the quote, within 1 % slippage', async ({ page }) => {
  const wallet = await connectTestWallet(page, app, HOLDER)
  const before = await tokenBalance('PUSD', wallet.address)
  const { submit, quoted } = await fillSwap(page, 'ETH', 'PUSD', '0.01')
  const quotedUnits = parseUnits(quoted, token('PUSD').decimals)
  expect(quotedUnits).toBeGreaterThan(0n)
  await submit.click()
  await expect(page.getByText(/^Swap complete: 0\.01 ETH → /)).toBeVisible({ timeout: 30_000 })
  const received = (await tokenBalance('PUSD', wallet.address)) - before
  expect(received).toBeGreaterThanOrEqual((quotedUnits * 99n) / 100n)
  expect(received).toBeLessThanOrEqual(quotedUnits)
  // One transaction: selling the native currency needs no approval.
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
})

test('PUSD -> PEUR: an approval, then the swap; PUSD falls by the amount, PEUR rises by the quote', async ({
  page,
}) => {
  const wallet = await connectTestWallet(page, app, HOLDER)
  const [pusdBefore, peurBefore] = await Promise.all([
    tokenBalance('PUSD', wallet.address),
    tokenBalance('PEUR', wallet.address),
  ])
  const { submit, quoted } = await fillSwap(page, 'PUSD', 'PEUR', '10')
  const quotedUnits = parseUnits(quoted, token('PEUR').decimals)
  await submit.click()
  await expect(page.getByText(/^Swap complete: 10 PUSD → /)).toBeVisible({ timeout: 30_000 })
  const [pusdAfter, peurAfter] = await Promise.all([
    tokenBalance('PUSD', wallet.address),
    tokenBalance('PEUR', wallet.address),
  ])
  expect(pusdBefore - pusdAfter).toBe(parseUnits('10', token('PUSD').decimals))
  expect(peurAfter - peurBefore).toBeGreaterThanOrEqual((quotedUnits * 99n) / 100n)
  expect(peurAfter - peurBefore).toBeLessThanOrEqual(quotedUnits)
  // The approval went to the token, the swap to the router.
  const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
  expect(sent).toHaveLength(2)
  expect(((sent[0]!.params as { to: string }[])[0]!.to ?? '').toLowerCase()).toBe(
    token('PUSD').address.toLowerCase(),
  )
})

test('quote service down: a clear error, the Swap button stays off, nothing is sent', async ({ page }) => {
  const wallet = await connectTestWallet(page, app, HOLDER)
  await page.route('**/v1/convert/quotes?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"FAILED","reasons":[]}' }),
  )
  const swap = await openSwap(page)
  await swap.getByRole('region', { name: 'You receive' }).getByLabel('Token').selectOption({ label: 'PUSD' })
  await swap.getByRole('region', { name: 'You pay' }).getByLabel('Amount').fill('0.01')
  await expect(swap.getByRole('alert')).toHaveText(
    'Could not get a quote: the swap service is unavailable. Nothing was sent.',
  )
  const submit = swap.getByRole('button', { name: 'Swap', exact: true })
  await expect(submit).toBeDisabled()
  await swap.getByRole('region', { name: 'You pay' }).getByLabel('Amount').press('Enter')
  await page.waitForTimeout(500)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
})
