import { expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { ServedApp } from '../../support/served-app.ts'
import { readQrCode } from './read-qr-code.ts'
import { startWcWallet, type WcWallet, type WcWalletOptions } from './wc-wallet.ts'

/** Opens the modal's WalletConnect view (Connect Wallet, then WalletConnect); returns its dialog. */
export async function openWalletConnectView(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  return page.getByRole('dialog', { name: 'WalletConnect' })
}

/** Opens the modal's WalletConnect view: Connect Wallet, then WalletConnect; its QR code is shown. */
export async function openQr(page: Page) {
  const dialog = await openWalletConnectView(page)
  const qr = dialog.getByRole('img', { name: 'QR code to scan with a WalletConnect wallet' })
  await expect(qr).toBeVisible()
  return { dialog, qr }
}

/** What the page offers to scan, decoded from the QR image as a camera would (the copy-link button holds the same). */
export async function shownUri(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const qr = dialog.getByRole('img', { name: /QR code/ })
  const uri = await readQrCode(page, qr)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await qr.getAttribute('data-value')).toBe(uri)
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-value', uri!)
  return uri!
}

/**
 * A visitor opens the app and connects the WalletConnect test wallet holding devnet account `account`
 * (started here, on the devnet's relay): the wallet scans the QR code and approves, and the modal closes
 * (`signIn`: it goes on to the sign-in prompt instead). The caller closes the wallet.
 */
export async function connectWcWallet(
  page: Page,
  app: ServedApp,
  account: number,
  {
    signIn = false,
    ...options
  }: Pick<WcWalletOptions, 'eip5792' | 'solana' | 'solanaChains' | 'solanaKeysByChain' | 'bitcoin'> & {
    signIn?: boolean
  } = {},
): Promise<WcWallet> {
  const relayUrl = app.devnet.manifest.services.walletConnectRelay
  if (!relayUrl) throw new Error('the devnet manifest names no WalletConnect relay')
  const wallet = await startWcWallet({
    relayUrl,
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[account]!.privateKey as Hex,
    ...options,
  })
  try {
    await page.goto(app.url)
    await openQr(page)
    await wallet.pair(await shownUri(page))
    if (signIn) return wallet
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.locator('button[data-status="connected"]')).toBeVisible()
    return wallet
  } catch (error) {
    await wallet.close()
    throw error
  }
}
