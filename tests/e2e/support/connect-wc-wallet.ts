import { expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { ServedApp } from '../../support/served-app.ts'
import { startWcWallet, type WcWallet } from './wc-wallet.ts'

/**
 * A visitor with the WalletConnect test wallet holding devnet account `account` opens the app, picks
 * WalletConnect and the wallet pairs with the URI the page offers (the copy-link button holds the QR
 * code's value). Resolves once the wallet has paired; the caller closes the wallet.
 */
export async function connectWcWallet(page: Page, app: ServedApp, account: number): Promise<WcWallet> {
  const { manifest } = app.devnet
  if (!manifest.services.walletConnectRelay)
    throw new Error('the devnet manifest names no WalletConnect relay')
  const wallet = await startWcWallet({
    relayUrl: manifest.services.walletConnectRelay,
    manifest,
    privateKey: manifest.accounts[account]!.privateKey as Hex,
  })
  try {
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    const copyLink = page
      .getByRole('dialog', { name: 'WalletConnect' })
      .getByRole('button', { name: 'Copy link' })
    await expect(copyLink).toHaveAttribute('data-value', /^wc:/)
    await wallet.pair((await copyLink.getAttribute('data-value'))!)
    return wallet
  } catch (error) {
    await wallet.close()
    throw error
  }
}
