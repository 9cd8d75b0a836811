import { expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { ServedApp } from '../../support/served-app.ts'
import { installTestWallet, type TestWallet } from './test-wallet.ts'

/**
 * A visitor with the EIP-6963 test wallet holding devnet account `account` opens the app and connects;
 * with `agreeToTerms`, first ticking the legal checkbox of an app that asks for it (features.legalCheckbox).
 */
export async function connectTestWallet(
  page: Page,
  app: ServedApp,
  account: number,
  { agreeToTerms = false }: { agreeToTerms?: boolean } = {},
): Promise<TestWallet> {
  const wallet = await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[account]!.privateKey as Hex,
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  if (agreeToTerms) await dialog.getByRole('checkbox', { name: /^I agree to the / }).check()
  await dialog.getByRole('button', { name: /Portkit Test Wallet/ }).click()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  return wallet
}
