import { expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { ServedApp } from '../../support/served-app.ts'
import { installTestWallet, type TestWallet } from './test-wallet.ts'

/** A visitor with the EIP-6963 test wallet holding devnet account `account` opens the app and connects. */
export async function connectTestWallet(page: Page, app: ServedApp, account: number): Promise<TestWallet> {
  const wallet = await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[account]!.privateKey as Hex,
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  return wallet
}
