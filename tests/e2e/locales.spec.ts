import { expect, test, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { setRelayRefusal } from '../../devnet/relay/index.ts'
import { LOCALES } from '../../runtime/core/i18n/locales.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { OPTIONS_APP } from './support/options-app.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * The modal's languages (issue 16, i18n) as a visitor meets them in the options app (built once per run),
 * whose host switches the locale at runtime with `useLocale().setLocale` from its own picker: German texts,
 * numbers and relative times, only the chosen locale's chunks fetched, and Arabic right to left. The build
 * report lists every locale's lazy chunks.
 */
const app = servedAppPerFile({ variant: OPTIONS_APP })

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en')
/** Vite names a locale's chunk after its file: `assets/de-<hash>.js`, `assets/pt-BR-<hash>.js`. */
const localeOfChunk = (url: string) =>
  TRANSLATED.find((locale) => new RegExp(`/assets/${locale}-[\\w-]{6,}\\.js$`).test(url))

/** The locale chunks the page requests from now on. */
function localeRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const locale = localeOfChunk(request.url())
    if (locale) seen.push(locale)
  })
  return seen
}

test('portkit build reports each locale as lazy chunks, none loaded up front', () => {
  expect(app.buildOutput).toContain('Locales (lazy; only the active one is fetched, English is built in):')
  for (const locale of TRANSLATED)
    expect(app.buildOutput).toMatch(new RegExp(`\\n  ${locale} +[\\d.]+ KiB  \\d+ chunks\\n`))
  expect(app.buildOutput).not.toContain('loaded up front!')
})

test('switched to German: the modal, a send and its Activity row are German; only the German chunks are fetched', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const requested = localeRequests(page)
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[2]!.privateKey as Hex,
  })
  await page.goto(app.url)
  // English is built in: nothing is fetched for it.
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])

  await page.getByLabel('Modal language').selectOption('de')
  await expect(page.getByRole('button', { name: 'Wallet verbinden' })).toBeVisible()
  await page.getByRole('button', { name: 'Wallet verbinden' }).click()
  const dialog = page.getByRole('dialog', { name: 'Wallet verbinden' })
  await expect(dialog.locator('xpath=ancestor-or-self::*[@lang]').first()).toHaveAttribute('lang', 'de')
  // The legal sentence is one German message with the links where German puts them.
  await dialog
    .getByRole('checkbox', { name: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu' })
    .check()
  await expect(dialog.getByRole('link', { name: 'Nutzungsbedingungen' })).toBeVisible()
  await dialog.getByRole('button', { name: /Portkit Test Wallet/ }).click()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()

  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Konto' })
  await expect(account.getByRole('button', { name: 'Trennen' })).toBeVisible()
  await expect(account.getByRole('tab', { name: 'Aktivität' })).toBeVisible()
  // Numbers in German: a decimal comma in the balance (PUSD, the options app's balance token).
  await expect(account.getByTestId('account-view-balance')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{3} PUSD$/)

  await account.getByRole('button', { name: 'Senden', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Senden' })
  await send.getByLabel('Token').selectOption({ value: 'native:ETH' })
  await send.getByLabel('Betrag').fill('0.25')
  await send.getByLabel('Empfängeradresse').fill(app.devnet.manifest.accounts[3]!.address)
  await expect(send.getByTestId('send-gas')).toContainText('Netzwerkgebühr ≈')
  await send.getByRole('button', { name: 'Senden', exact: true }).click()
  await expect(page.getByText('Transaktion gesendet')).toBeVisible({ timeout: 30_000 })

  // The history's relative time through Intl, in German ("5 Sek.", "1 Min.").
  await expect(async () => {
    await account.getByRole('tab', { name: 'Token' }).click()
    await account.getByRole('tab', { name: 'Aktivität' }).click()
    await expect(account.getByRole('list', { name: 'Aktivität' })).toContainText(/\d+\s(Sek|Min)\./, {
      timeout: 2_000,
    })
  }).toPass({ timeout: 30_000 })
  await expect(account.getByTestId('activity-amount').first()).toHaveText(/^-0,250 ETH$/)

  expect(requested.length).toBeGreaterThan(0)
  expect(new Set(requested)).toEqual(new Set(['de']))
})

test('switched to German: an alert of spec section 8 (the relay refuses the origin) shows in German', async ({
  page,
}) => {
  const relayUrl = app.devnet.manifest.services.walletConnectRelay!
  await setRelayRefusal(relayUrl, 'Unauthorized: origin not allowed')
  try {
    await page.goto(app.url)
    await page.getByLabel('Modal language').selectOption('de')
    await page.getByRole('button', { name: 'Wallet verbinden' }).click()
    const connect = page.getByRole('dialog', { name: 'Wallet verbinden' })
    await connect.getByRole('checkbox', { name: /^Ich stimme den / }).check()
    await connect.getByRole('button', { name: /WalletConnect/ }).click()
    // "Invalid App Configuration - origin not on allowlist", in the error line and the toast.
    const german = 'Ungültige App-Konfiguration - Ursprung nicht auf der Zulassungsliste'
    await expect(page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('alert')).toHaveText(german)
    await expect(page.getByTestId('portkit-toast')).toHaveText(german)
  } finally {
    await setRelayRefusal(relayUrl, undefined)
  }
})

test('switched to Arabic: the modal root is right to left, in Arabic', async ({ page }) => {
  const requested = localeRequests(page)
  await page.goto(app.url)
  await page.getByLabel('Modal language').selectOption('ar')
  await page.getByRole('button', { name: 'ربط المحفظة' }).click()
  const dialog = page.getByRole('dialog', { name: 'ربط المحفظة' })
  await expect(dialog).toBeVisible()
  const root = dialog.locator('xpath=ancestor-or-self::*[@dir]').first()
  await expect(root).toHaveAttribute('dir', 'rtl')
  await expect(root).toHaveAttribute('lang', 'ar')
  await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible()
  expect(new Set(requested)).toEqual(new Set(['ar']))
})
