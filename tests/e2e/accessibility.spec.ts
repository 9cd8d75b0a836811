import { expect, test } from '@playwright/test'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { modalViolations } from './support/modal-violations.ts'
import { installTestWallet } from './support/test-wallet.ts'
import type { Hex } from 'viem'

/**
 * Accessibility as a tested spec (issue 16): axe-core on the modal's views in a scaffolded app, in Debian
 * chromium against the devnet; no serious or critical violation is allowed. The legal checkbox and the
 * network images are checked in the app that has them (legal-and-network-images.spec.ts).
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp()
})

test.afterAll(async () => {
  await app?.stop()
})

test('Connect, All Wallets and WalletConnect views have no serious or critical violation', async ({
  page,
}) => {
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[0]!.privateKey as Hex,
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /Portkit Test Wallet/ })).toBeVisible()
  expect(await modalViolations(page)).toEqual([])

  await connect.getByRole('button', { name: 'All Wallets' }).click()
  await expect(page.getByRole('list', { name: 'All wallets' }).getByRole('button').first()).toBeVisible()
  expect(await modalViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Back' }).click()
  await connect.getByRole('button', { name: /WalletConnect/ }).click()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  expect(await modalViolations(page)).toEqual([])
})

test('Account, Receive and Send views have no serious or critical violation', async ({ page }) => {
  await connectTestWallet(page, app, 2)
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  expect(await modalViolations(page)).toEqual([])

  await account.getByRole('button', { name: 'Receive' }).click()
  await expect(page.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
  expect(await modalViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Back' }).click()
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Send' })).toBeVisible()
  expect(await modalViolations(page)).toEqual([])
})

test('keyboard only: open, move through the wallets by arrows, Home/End and type-ahead, connect, close with Escape', async ({
  page,
}) => {
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[0]!.privateKey as Hex,
  })
  await page.goto(app.url)
  const opener = page.getByRole('button', { name: 'Connect Wallet' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const rows = connect.getByRole('list', { name: 'Installed wallets' }).getByRole('button')
  await expect(rows.first()).toBeFocused()
  const names = await rows.allTextContents()
  expect(names.length).toBeGreaterThanOrEqual(3)

  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(rows.last()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(rows.last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(rows.first()).toBeFocused()
  // Type-ahead: "por" reaches the test wallet wherever it sits.
  await page.keyboard.type('por')
  await expect(connect.getByRole('button', { name: /Portkit Test Wallet/ })).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  await expect(connect).toHaveCount(0)
  // A screen reader hears the connection.
  await expect(page.getByRole('status').filter({ hasText: 'Wallet connected: ' })).toHaveCount(1)

  // The account view opens from the keyboard too, and Escape closes it, focus back on its opener.
  const accountButton = page.locator('button[data-status="connected"]')
  await accountButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Account' })).toHaveCount(0)
  await expect(accountButton).toBeFocused()
})

test('in the light theme too: Connect, Account and Send have no serious or critical violation', async ({
  page,
}) => {
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[2]!.privateKey as Hex,
  })
  await page.goto(app.url)
  // The template's theme switch (useTheme) sets the modal's mode at runtime.
  await page.getByRole('button', { name: 'Modal theme: dark' }).click()
  await expect(page.getByRole('button', { name: 'Modal theme: light' })).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /Portkit Test Wallet/ })).toBeVisible()
  expect(
    await page.evaluate(
      () =>
        document.querySelector('[data-portkit-modal]')?.shadowRoot?.querySelector<HTMLElement>('[data-theme]')
          ?.dataset.theme,
    ),
  ).toBe('light')
  expect(await modalViolations(page)).toEqual([])

  await connect.getByRole('button', { name: /Portkit Test Wallet/ }).click()
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  expect(await modalViolations(page)).toEqual([])

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Send' })).toBeVisible()
  expect(await modalViolations(page)).toEqual([])
})

test('prefers-reduced-motion turns the spec animations off; otherwise they run', async ({ page }) => {
  // The animation each animated part of the open dialog is given (its computed style, so no timing race).
  const animationNames = () =>
    page.evaluate(() => {
      const root = document.querySelector('[data-portkit-modal]')?.shadowRoot
      return ['.overlay', '.title', '.view'].map(
        (selector) => getComputedStyle(root!.querySelector(selector)!).animationName,
      )
    })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  expect(await animationNames()).toEqual(['pk-fade', 'pk-fade', 'pk-fade'])

  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await animationNames()).toEqual(['none', 'none', 'none'])
})
