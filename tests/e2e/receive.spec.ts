import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hex } from 'viem'
import type { Devnet } from '../../devnet/index.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { installTestWallet } from './support/test-wallet.ts'
import { readQrCode } from './support/read-qr-code.ts'

/**
 * The Receive plugin as a visitor meets it in a scaffolded app (on by default): account menu -> Receive,
 * a QR code of the address, the address, a copy button that fills the clipboard, the networks it works on.
 */
test.describe.configure({ mode: 'serial' })

let devnet: Devnet
let appDir: string
let app: ServedApp
let server: { url: string }

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp()
  ;({ appDir, devnet } = app)
  server = { url: app.url }
  // `npm run build` is `portkit build`: its size table names the plugin.
  expect(app.buildOutput).toMatch(/^plugin receive +\d+\.\d KiB +\d+\.\d KiB$/m)
})

test.afterAll(async () => {
  await app?.stop()
})

test('account menu -> Receive shows a QR code, the address, a working copy button and the networks', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const wallet = await installTestWallet(page, {
    manifest: devnet.manifest,
    privateKey: devnet.manifest.accounts[3]!.privateKey as Hex,
  })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(server.url)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portkit Test Wallet/ })
    .click()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toBeVisible()
  await accountButton.click()

  const account = page.getByRole('dialog', { name: 'Account' })
  const menu = account.getByRole('navigation', { name: 'Wallet features' })
  await expect(menu.getByRole('button', { name: 'Receive' })).toBeVisible()
  // The view and its QR code load only now, on first open.
  expect(scripts.some((url) => url.includes('receive-view'))).toBe(false)
  await menu.getByRole('button', { name: 'Receive' }).click()

  const receive = page.getByRole('dialog', { name: 'Receive' })
  const qr = receive.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  // A camera reads the address from it.
  expect(await readQrCode(page, qr)).toBe(wallet.address)
  expect(scripts.some((url) => url.includes('receive-view'))).toBe(true)
  await expect(receive.getByTestId('receive-address')).toHaveText(wallet.address)

  await receive.getByRole('button', { name: 'Copy address' }).click()
  await expect(receive.getByRole('button', { name: 'Address copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)

  const networks = receive.getByRole('list', { name: 'Networks this address works on' })
  await expect(networks.getByRole('listitem')).toHaveText([/Portkit Devnet Alpha/, /Portkit Devnet Beta/])

  // Back returns to the account view.
  await receive.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('the built app holds the plugin only because the config enables it', () => {
  const entry = readFileSync(join(appDir, 'src/portkit/index.ts'), 'utf8')
  expect(entry).toContain("import receivePlugin from 'portkit/plugins/receive'")
  const assets = join(appDir, 'dist', 'assets')
  expect(readdirSync(assets).some((file) => file.startsWith('receive-view'))).toBe(true)
})
