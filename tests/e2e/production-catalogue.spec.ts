import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { CatalogueFile } from '../../runtime/core/catalogue-file.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { PRODUCTION_APP } from './support/production-app.ts'

/**
 * Issue 26 acceptance, the catalogue part: a production build (`portkit build`, no `--devnet`) of an app
 * with no `services` lists Portkit's own catalogue in All Wallets and searches it, offers its wallets'
 * sites and store pages in Get a wallet, and on a phone a catalogue wallet's app link carries the pairing
 * URI of the devnet relay. Nothing leaves this machine: an app link's host is answered by the test.
 */
test.describe.configure({ mode: 'serial' })

const file = JSON.parse(
  readFileSync(new URL('../../catalogue/wallets.json', import.meta.url), 'utf8'),
) as CatalogueFile
/** What an Ethereum-only app lists, in the catalogue's order. */
const evmWallets = file.wallets.filter((wallet) => wallet.chains.some((chain) => chain.startsWith('eip155:')))

let app: ServedApp

test.beforeAll(async () => {
  test.setTimeout(600_000)
  app = await startServedApp({ variant: PRODUCTION_APP })
})

test.afterAll(async () => {
  await app?.stop()
})

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost'

/** Every request the page makes; anything off this machine is answered by `offMachine` (by default refused). */
async function watchTraffic(page: Page, offMachine?: (url: string) => string | undefined) {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.route(
    (url) => !isLoopback(url) && url.protocol !== 'data:',
    (route) => {
      const body = offMachine?.(route.request().url())
      return body === undefined
        ? route.abort('blockedbyclient')
        : route.fulfill({ contentType: 'text/html', body })
    },
  )
  return requests
}

test('All Wallets lists the bundled catalogue, loaded on the click, and searches it ignoring case and accents', async ({
  page,
}) => {
  const requests = await watchTraffic(page)
  await page.goto(app.url)
  const loaded = requests.length
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: 'All Wallets' }).click()

  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const list = dialog.getByRole('list', { name: 'All wallets' })
  const shown = evmWallets.slice(0, 4).map((wallet) => wallet.name)
  await expect(list.getByRole('button').first()).toBeVisible()
  for (const [i, name] of shown.entries())
    await expect(list.getByRole('button').nth(i)).toHaveAccessibleName(name)
  // The catalogue came as script chunks of this app, after the page had loaded.
  const after = requests.slice(loaded)
  expect(after.some((url) => url.endsWith('.js'))).toBe(true)
  expect(requests.every((url) => isLoopback(new URL(url)) || url.startsWith('data:'))).toBe(true)
  // Each drawn row's icon is the catalogue's own, inline (decorative: alt="", so no img role).
  await expect(list.locator('img').first()).toHaveAttribute('src', /^data:image\/(svg\+xml|png)[;,]/)

  const target = evmWallets[evmWallets.length - 1]!
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill(target.name.toUpperCase().replace(/A/g, 'Á').replace(/E/g, 'È'))
  await expect(list.getByRole('button', { name: target.name, exact: true })).toBeVisible()
  await search.fill('no wallet is called this')
  await expect(dialog.getByText('No wallet found')).toBeVisible()
})

test('Get a wallet lists the catalogue’s wallets with their sites and store pages, https only', async ({
  page,
}) => {
  await watchTraffic(page)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'What is a wallet?' })
    .click()
  await page
    .getByRole('dialog', { name: 'What is a wallet?' })
    .getByRole('button', { name: 'Get a wallet' })
    .click()
  const getWallet = page.getByRole('dialog', { name: 'Get a wallet' })
  const wallets = getWallet.getByRole('list', { name: 'Wallets to get' })
  const first = evmWallets.find((wallet) => wallet.homepage)!
  await expect(wallets.getByRole('link', { name: new RegExp(`^${first.name}`) })).toHaveAttribute(
    'href',
    first.homepage!,
  )
  const stores = Object.values(first.stores ?? {})
  if (stores.length > 0)
    await expect(
      getWallet.getByRole('list', { name: `${first.name} in stores` }).getByRole('link'),
    ).toHaveCount(stores.length)
  for (const link of await getWallet.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('a phone: one tap on a catalogue wallet opens its app link carrying the WalletConnect pairing URI', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const wallet = evmWallets.find((one) => one.mobile?.universal)!
  const universal = new URL(wallet.mobile!.universal!)
  const opened: string[] = []
  // The wallet's universal link is answered here (a phone would hand it to the installed app).
  await watchTraffic(page, (url) => {
    if (new URL(url).host !== universal.host) return undefined
    opened.push(url)
    return '<title>Wallet app</title>'
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // All Wallets on a phone starts a pairing on the relay while it shows, so the tap needs no await.
  const relay = page.waitForEvent('websocket')
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'All Wallets' })
    .click()
  await (await relay).waitForEvent('framereceived')
  const allWallets = page.getByRole('dialog', { name: 'All Wallets' })
  await allWallets.getByRole('searchbox', { name: 'Search wallets' }).fill(wallet.name)
  await allWallets
    .getByRole('list', { name: 'All wallets' })
    .getByRole('button', { name: wallet.name })
    .click()

  await expect(page).toHaveTitle('Wallet app')
  expect(opened).toHaveLength(1)
  const link = new URL(opened[0]!)
  expect(link.origin + link.pathname).toBe(`${universal.origin}${universal.pathname.replace(/\/$/, '')}/wc`)
  // The pairing URI of a pairing on the devnet relay (EIP-1328), whole.
  expect(link.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/)
})
