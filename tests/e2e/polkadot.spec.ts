import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { signatureVerify } from '@polkadot/util-crypto'
import { truncateAddress } from '../../runtime/core/format.ts'
import { POLKADOT_TEST_SOURCE } from '../support/polkadot-test-key.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { POLKADOT_APP } from './support/polkadot-app.ts'
import { installPolkadotTestExtension } from './support/polkadot-test-extension.ts'

/**
 * Issue 15, Polkadot: a Polkadot-only template app (Polkadot and Westend; no Polkadot node runs here offline,
 * and none is asked: spec 9 serves no Polkadot balance) with a test extension in `window.injectedWeb3` whose
 * real sr25519 key signs in Node. Connect in the modal (@polkadot/extension-dapp loaded only then), the
 * account in Polkadot's address format, sign through the host's hook (verified with util-crypto), reload,
 * disconnect.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp({ variant: POLKADOT_APP })
})

test.afterAll(async () => {
  await app?.stop()
})

/** An extension name that is markup: the wallet row must show it as text. */
const MARKUP_NAME = '<img src=x onerror="window.__polkadotNameRan=1">'

test('an injected Polkadot extension connects, signs (sr25519, verified), survives a reload and disconnects', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const extension = await installPolkadotTestExtension(page, { decoys: [MARKUP_NAME] })
  const address = extension.key.address(0)
  expect(address).toMatch(/^1/)
  const chunks: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname)
  })
  const extensionCode = () => chunks.filter((path) => /extension-access/.test(path))
  await page.goto(app.url)

  // Connect: each injected extension is a wallet row named as it names itself, markup shown as text.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: MARKUP_NAME })).toBeVisible()
  expect(
    await page.evaluate(() => (window as { __polkadotNameRan?: number }).__polkadotNameRan),
  ).toBeUndefined()
  // Discovery asked nothing and loaded none of @polkadot/extension-dapp.
  expect(extension.appNames).toEqual([])
  expect(extensionCode()).toEqual([])
  await dialog.getByRole('button', { name: new RegExp(`^${POLKADOT_TEST_SOURCE}`) }).click()
  await expect(dialog).toBeHidden()
  const accountButton = page.locator('button[data-status="connected"]')
  await expect(accountButton).toContainText(truncateAddress(address))
  expect(extensionCode()).toHaveLength(1)
  expect(extension.prompts).toBe(1)
  // web3Enable names the app as the config's metadata does.
  const config = await readFile(join(app.appDir, 'portkit.config.ts'), 'utf8')
  expect(extension.appNames).toEqual([/metadata: \{\s*name: '([^']+)'/.exec(config)![1]])

  // The Account view: the address middle-truncated, the network's currency with no balance asked (spec 9).
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-address')).toHaveText(truncateAddress(address))
  await expect(account).toContainText('DOT')
  await page.keyboard.press('Escape')

  // Sign through the host's hook: the extension's signRaw (bytes), an sr25519 signature of the account.
  const demo = page.getByRole('region', { name: 'Polkadot demo' })
  await demo.getByLabel('Message').fill('Portkit on Polkadot')
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await expect(demo.getByRole('status')).toContainText('Signature: 0x')
  const signature = (await demo.getByRole('status').textContent())!.replace('Signature: ', '')
  const signed = new TextEncoder().encode('Portkit on Polkadot')
  expect(signatureVerify(signed, signature, address)).toMatchObject({ crypto: 'sr25519', isValid: true })
  expect(extension.key.verifyRaw(signed, signature as `0x${string}`)).toBe(true)
  expect(signatureVerify(new TextEncoder().encode('Portkit on Polkadoq'), signature, address).isValid).toBe(
    false,
  )
  expect(extension.signed).toEqual([{ address, data: expect.stringMatching(/^0x/), type: 'bytes' }])

  // A reload restores the connection: the extension is enabled again and, knowing the site, asks nothing.
  await page.reload()
  await expect(accountButton).toContainText(truncateAddress(address))
  expect(extension.prompts).toBe(1)

  // Disconnect: the button offers to connect again, and a reload does not reconnect.
  await accountButton.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(accountButton).toHaveCount(0)
})

test('an extension that declines leaves the visitor unconnected with the rejection shown', async ({
  page,
}) => {
  const extension = await installPolkadotTestExtension(page)
  extension.rejectNext = true
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(`^${POLKADOT_TEST_SOURCE}`) }).click()
  await expect(page.getByRole('dialog')).toContainText(/rejected/i)
  expect(extension.grantedOrigins.size).toBe(0)
})
