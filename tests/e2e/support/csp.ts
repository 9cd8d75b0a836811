import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { CSP_POLICY_TITLE } from '../../../cli/doctor/run-doctor.ts'
import { run } from '../../support/run.ts'
import type { ServedApp } from '../../support/served-app.ts'
import { connectTestWallet } from './connect-test-wallet.ts'
import type { TestWallet } from './test-wallet.ts'

/** The whole policy `portkit doctor --devnet` prints for the app (its installed CLI, on its running devnet). */
export async function doctorPolicy(appDir: string): Promise<string> {
  const output = await run(
    join(appDir, 'node_modules', '.bin', 'portkit'),
    ['doctor', '--cwd', appDir, '--devnet'],
    { cwd: appDir },
  )
  const lines = output.split('\n')
  const policy = lines[lines.indexOf(CSP_POLICY_TITLE) + 1]?.trim() ?? ''
  expect(policy).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self'; connect-src /)
  return policy
}

/**
 * Collects what the browser refuses under a Content-Security-Policy: its console reports and the
 * `securitypolicyviolation` events (the report listener), from the first byte of every page on.
 */
export async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
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

/**
 * What a visitor does in the modal: opens it (its own styles apply: the overlay is fixed over the page, not
 * unstyled text at the page's end) and All Wallets, connects the test wallet as `account`, opens the
 * account's tabs and sends 0.01 ETH. Leaves the Account view open.
 */
export async function connectSendAndOpenViews(
  page: Page,
  app: ServedApp,
  account: number,
): Promise<TestWallet> {
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const overlayPosition = (dialog: Element) => getComputedStyle(dialog.closest('.overlay')!).position
  expect(await connect.evaluate(overlayPosition)).toBe('fixed')
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  await expect(all.getByRole('list', { name: 'All wallets' }).getByRole('button').first()).toBeVisible()
  await page.keyboard.press('Escape')

  const wallet = await connectTestWallet(page, app, account)
  await page.locator('button[data-status="connected"]').click()
  const accountView = page.getByRole('dialog', { name: 'Account' })
  await expect(accountView.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await accountView.getByRole('tab', { name: 'NFTs' }).click()
  await accountView.getByRole('tab', { name: 'Activity' }).click()
  await expect(accountView.getByRole('list', { name: 'Activity' })).toBeVisible()

  await accountView.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ value: 'native:ETH' })
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('Receiver address').fill(app.devnet.manifest.accounts[3]!.address)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Transaction sent')).toBeVisible()
  return wallet
}
