import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { CSP_POLICY_TITLE } from '../../cli/doctor/run-doctor.ts'
import { run } from '../support/run.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'

/**
 * Issue 30 item 4: the template app's production build under the strict Content-Security-Policy that
 * `portkit doctor` prints for it (scripts and styles from the app's origin only, nothing inline or
 * evaluated; connect-src, img-src and frame-src exactly the doctor's). A visitor connects, sends and opens
 * the modal's views, and the page reports no violation.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
let policy = ''

test.beforeAll(async () => {
  test.setTimeout(300_000)
  // The app's own server sends the policy with every response (a page the test fulfilled itself would be
  // of an unknown address space to Chromium, which then refuses its requests to the loopback services).
  app = await startServedApp({
    routes: async (_request, response) => {
      if (policy) response.setHeader('content-security-policy', policy)
      return false
    },
  })
  const doctor = await run(
    join(app.appDir, 'node_modules', '.bin', 'portkit'),
    ['doctor', '--cwd', app.appDir, '--devnet'],
    { cwd: app.appDir },
  )
  const lines = doctor.split('\n')
  policy = lines[lines.indexOf(CSP_POLICY_TITLE) + 1]?.trim() ?? ''
  expect(policy).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self'; connect-src /)
})

test.afterAll(async () => {
  await app?.stop()
})

/** Collects what the browser refuses under the policy: its console reports and violation events. */
async function violationsOf(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ]
}

test('connect, send and every view of the modal under the strict policy: zero violations, styles applied', async ({
  page,
}) => {
  const violations = await violationsOf(page)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  // The modal's own styles apply: its overlay is fixed over the page, not unstyled text at the page's end.
  const overlayPosition = (dialog: Element) => getComputedStyle(dialog.closest('.overlay')!).position
  expect(await connect.evaluate(overlayPosition)).toBe('fixed')
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  await expect(all.getByRole('list', { name: 'All wallets' }).getByRole('button').first()).toBeVisible()
  await page.keyboard.press('Escape')

  await connectTestWallet(page, app, 1)
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await account.getByRole('tab', { name: 'NFTs' }).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByRole('list', { name: 'Activity' })).toBeVisible()

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: 'native:ETH' })
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('Receiver address').fill(app.devnet.manifest.accounts[3]!.address)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Transaction sent')).toBeVisible()

  await account.getByRole('button', { name: 'Register account name' }).click()
  await expect(page.getByRole('dialog', { name: 'Choose account name' })).toBeVisible()

  expect(await violations()).toEqual([])
})
