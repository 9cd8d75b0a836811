import { expect, test } from '@playwright/test'
import type { Hex } from 'viem'
import type { Devnet } from '../../devnet/index.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * Issue 29 item 11 in a scaffolded app against the devnet: the Account view's NFTs tab lists the NFTs the
 * connected account holds in the collections the devnet's server lists (an ERC-721 Enumerable and an
 * ERC-1155), each with its name and preview image, and never the airdropped spam NFT the account also
 * holds. Nothing is asked for NFTs before the visitor opens the tab.
 */
let devnet: Devnet
let app: ServedApp

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp()
  devnet = app.devnet
})

test.afterAll(async () => {
  await app?.stop()
})

test("the NFTs tab lists account 0's NFTs with names and images, and no spam, once opened", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const nftRequests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/nfts') && request.method() === 'GET') nftRequests.push(url)
  })
  const holder = devnet.manifest.accounts[0]!
  await installTestWallet(page, { manifest: devnet.manifest, privateKey: holder.privateKey as Hex })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toBeVisible()
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  // Connected, Account open on Tokens: still no NFT request.
  expect(nftRequests).toEqual([])

  await account.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = account.getByRole('list', { name: 'NFTs' })
  await expect(nfts.getByTestId('nft')).toHaveCount(3)
  await expect(nfts.getByTestId('nft').nth(0)).toContainText('Devnet Cat #1')
  await expect(nfts.getByTestId('nft').nth(1)).toContainText('Devnet Cat #2')
  await expect(nfts.getByTestId('nft').nth(2)).toContainText('Early Visitor Badge')
  await expect(nfts.getByTestId('nft').nth(2)).toContainText('Portkit Devnet Badges · ×3')
  await expect(nfts).not.toContainText(/claim/i)
  for (const image of await nfts.locator('img').all()) {
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
    // The image really decoded (a broken one has no natural width).
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  expect(nftRequests.map((url) => [url.pathname.split('/v1/')[1], url.searchParams.get('chainId')])).toEqual([
    [`account/${holder.address}/nfts`, 'eip155:31337'],
  ])
})
