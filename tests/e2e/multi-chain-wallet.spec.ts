import { expect, test, type Locator, type Page } from '@playwright/test'
import { TEST_WALLET_RDNS } from '../../devnet/index.ts'
import { truncateAddress } from '../../runtime/core/format.ts'
import { chooseNetwork } from './support/choose-network.ts'
import { installMultiChainTestWallet } from './support/multi-chain-test-wallet.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { SOLANA_APP } from './support/solana-app.ts'

/**
 * Issue 29, defect 1: a wallet that, like Phantom, OKX, Trust or Backpack, announces itself under one name
 * on EVM (EIP-6963) and on Solana (Wallet Standard). Spec 3 merges it into one multi-chain entry; that entry
 * is an installed browser wallet (spec 2: wallet before email, the Installed tag) and connects the side of
 * the active network, so both of its chains are reachable from Connect and from All Wallets. The Solana
 * template app (EVM devnets, the devnet's Solana chain, email login on).
 */
const app = servedAppPerFile({ variant: SOLANA_APP })

/** Before connecting, the host's network button picks the network (solana-app.ts's demo). */
async function pickNetworkBeforeConnecting(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('region', { name: 'Pick a network' }).getByRole('button', { name: from }).click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

async function top(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.y
}

test("one wallet on EVM and Solana under one name: one installed row, before email, that connects the active network's side", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const wallet = await installMultiChainTestWallet(page, {
    manifest: app.devnet.manifest,
    account: 3,
    name: 'Portkit Multi-Chain Wallet',
    rdns: 'dev.portkit.multichain',
  })
  const accountButton = page.locator('button[data-status="connected"]')
  await page.goto(app.url)
  // One page object holds both sides, as `window.phantom` does.
  expect(
    await page.evaluate(() => {
      const object = (globalThis as { portkitMultiChainWallet?: Record<string, unknown> })
        .portkitMultiChainWallet
      return Object.keys(object ?? {}).sort()
    }),
  ).toEqual(['ethereum', 'solana'])

  // Spec 2 and 3: one row, tagged Installed; the wallet method comes before email; no "What is a wallet?".
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const row = connect.getByRole('button', { name: new RegExp(wallet.name) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Installed')
  const email = connect.getByRole('textbox', { name: 'Email' })
  await expect(email).toBeVisible()
  expect(await top(row)).toBeLessThan(await top(email))
  await expect(connect.getByRole('button', { name: 'What is a wallet?' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(connect).toBeHidden()

  // On the Solana network the row connects the Solana side; the EVM side is not asked.
  await pickNetworkBeforeConnecting(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await connect.getByRole('button', { name: new RegExp(wallet.name) }).click()
  await expect(accountButton).toContainText(truncateAddress(wallet.solana.address))
  expect(wallet.solana.grantedOrigins.size).toBe(1)
  expect(wallet.evm.grantedOrigins.size).toBe(0)

  // On an EVM network (no EVM account yet: the Account view offers Connect) the same row connects EVM.
  await chooseNetwork(page, /Portkit Devnet Solana/, /Portkit Devnet Alpha/)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await connect.getByRole('button', { name: new RegExp(wallet.name) }).click()
  await expect(accountButton).toContainText(truncateAddress(wallet.evm.address))
  expect(wallet.evm.grantedOrigins.size).toBe(1)

  // Both sides stay connected: back on Solana the Solana account shows again.
  await chooseNetwork(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-view-address')).toHaveText(
    truncateAddress(wallet.solana.address),
  )
})

test("All Wallets: the catalogue's wallet, installed on EVM and Solana, is Installed and opens the active network's side", async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Named as the devnet catalogue's test wallet (matched by its rdns on EVM, by its name on Solana).
  const wallet = await installMultiChainTestWallet(page, {
    manifest: app.devnet.manifest,
    account: 2,
    name: 'Portkit Test Wallet',
    rdns: TEST_WALLET_RDNS,
  })
  const accountButton = page.locator('button[data-status="connected"]')
  await page.goto(app.url)
  await pickNetworkBeforeConnecting(page, /Portkit Devnet Alpha/, /Portkit Devnet Solana/)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'All Wallets' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Portkit Test')
  const row = dialog
    .getByRole('list', { name: 'All wallets' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Installed')
  await row.click()
  await expect(accountButton).toContainText(truncateAddress(wallet.solana.address))
  expect(wallet.solana.grantedOrigins.size).toBe(1)
  expect(wallet.evm.grantedOrigins.size).toBe(0)
})
