import { expect, test, type Page } from '@playwright/test'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { modalViolations } from './support/modal-violations.ts'
import { installTestWallet } from './support/test-wallet.ts'
import { CORE_STRINGS } from '../../runtime/core/i18n/core-strings.ts'
import ar from '../../runtime/core/i18n/core-locales/ar.ts'
import he from '../../runtime/core/i18n/core-locales/he.ts'
import type { Hex } from 'viem'

/**
 * Accessibility as a tested spec (issue 16): axe-core on every modal view a visitor reaches in a scaffolded
 * app, in Debian chromium against the devnet, in dark and light, left to right and right to left (Arabic,
 * Hebrew, switched with the template's language switch): no serious or critical violation is allowed, and
 * in right to left the layout really mirrors. The legal checkbox and the network images are checked in the
 * app that has them (legal-and-network-images.spec.ts).
 */
const app = servedAppPerFile()

/**
 * How the open modal can look: left to right (English) and right to left (Arabic, Hebrew), each in the
 * dark and light theme. The language is switched at runtime with the template's own switch (useLocale), and
 * the theme follows the visitor's colour scheme (the template's theme switch on "system").
 */
const LOOKS = (
  [
    ['en', CORE_STRINGS],
    ['ar', ar],
    ['he', he],
  ] as const
).flatMap(([locale, strings]) =>
  (['dark', 'light'] as const).map((scheme) => ({
    locale,
    scheme,
    dir: locale === 'en' ? 'ltr' : 'rtl',
    // The header's close button says it in the language: the locale's messages did load.
    close: strings.close,
  })),
)

/** The modal's shadow root, read in the page. */
const inModal = <T>(page: Page, read: (root: ShadowRoot) => T) =>
  page.evaluate(
    `(${read.toString()})(document.querySelector('[data-portkit-modal]').shadowRoot)`,
  ) as Promise<T>

/** The language, direction and theme the modal is drawn in. */
const drawn = (page: Page) =>
  inModal(page, (root) => {
    const themed = root.querySelector<HTMLElement>('[data-theme]')
    const dialog = root.querySelector('.dialog')
    return {
      lang: themed?.lang,
      dir: dialog ? getComputedStyle(dialog).direction : undefined,
      theme: themed?.dataset.theme,
      close: root.querySelector('.header > :last-child')?.getAttribute('aria-label'),
    }
  })

/**
 * What in the open view does not follow its direction, as readable lines (none is right): the header's
 * back button sits at the start side of the title and the close button at the end side, the back arrow
 * points the reading way, each row's icon sits at the start side of its text, our own texts in rows are
 * aligned to the start, and nothing overflows the dialog sideways.
 */
const layoutProblems = (page: Page) =>
  inModal(page, (root) => {
    const problems: string[] = []
    const dialog = root.querySelector<HTMLElement>('.dialog')!
    const rtl = getComputedStyle(dialog).direction === 'rtl'
    const box = (element: Element) => element.getBoundingClientRect()
    // "a before b" along the reading direction.
    const before = (a: DOMRect, b: DOMRect) => (rtl ? a.left >= b.right - 1 : a.right <= b.left + 1)
    const title = root.querySelector('.title')!
    const [first, , last] = [...root.querySelector('.header')!.children]
    if (first instanceof HTMLButtonElement && !before(box(first), box(title)))
      problems.push('back button after the title')
    if (!before(box(title), box(last!))) problems.push('close button before the title')
    const arrow = first?.querySelector('.mirror-rtl')
    if (arrow && (getComputedStyle(arrow).transform === 'matrix(-1, 0, 0, 1, 0, 0)') !== rtl)
      problems.push('back arrow pointing the wrong way')
    for (const row of root.querySelectorAll('.row')) {
      const icon = row.querySelector(':scope > img, :scope > .placeholder')
      const text = row.querySelector(':scope > .name, :scope > .name-block')
      if (icon && text && !before(box(icon), box(text)))
        problems.push(`icon after the text in "${row.textContent}"`)
      // Our own text (not a name from outside, which takes its own direction): drawn from the start edge.
      const label = row.querySelector(':scope > .name:not([dir])')
      if (label?.firstChild && label.scrollWidth <= label.clientWidth) {
        const range = document.createRange()
        range.selectNodeContents(label)
        const [drawnText, field] = [range.getBoundingClientRect(), box(label)]
        const gap = rtl ? field.right - drawnText.right : drawnText.left - field.left
        if (Math.abs(gap) > 1) problems.push(`"${label.textContent}" not aligned to the start (${gap}px off)`)
      }
    }
    if (dialog.scrollWidth > dialog.clientWidth) problems.push('the dialog overflows sideways')
    return problems
  })

/** The template's language switch (useLocale). */
const LANGUAGE = (page: Page) => page.getByRole('combobox', { name: 'Modal language' })

/** The open view in each look: no serious or critical violation, and its layout follows the direction. */
async function checkView(page: Page, view: string): Promise<void> {
  for (const { locale, scheme, dir, close } of LOOKS) {
    await LANGUAGE(page).selectOption(locale)
    await page.emulateMedia({ colorScheme: scheme })
    await expect.poll(() => drawn(page), view).toEqual({ lang: locale, dir, theme: scheme, close })
    expect(await modalViolations(page), `${view}, ${locale}, ${scheme}`).toEqual([])
    if (scheme === 'dark') expect(await layoutProblems(page), `${view}, ${locale}`).toEqual([])
  }
  await LANGUAGE(page).selectOption('en')
  await expect.poll(() => drawn(page)).toMatchObject({ lang: 'en' })
}

/** The template's theme switch cycles dark, light, system: system follows page.emulateMedia. */
async function followSystemTheme(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Modal theme: dark' }).click()
  await page.getByRole('button', { name: 'Modal theme: light' }).click()
  await expect(page.getByRole('button', { name: 'Modal theme: system' })).toBeVisible()
}

test('every view, in light and dark, left to right and right to left (Arabic, Hebrew): no serious or critical violation, and the layout mirrors', async ({
  page,
}) => {
  test.setTimeout(240_000)
  // A visitor with no wallet: the help views.
  await page.goto(app.url)
  await followSystemTheme(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: 'What is a wallet?' })).toBeVisible()
  await checkView(page, 'Connect, no wallet')
  await connect.getByRole('button', { name: 'What is a wallet?' }).click()
  const help = page.getByRole('dialog', { name: 'What is a wallet?' })
  await checkView(page, 'What is a wallet?')
  await help.getByRole('button', { name: 'Get a wallet' }).click()
  await expect(page.getByRole('list', { name: 'Wallets to get' }).getByRole('link').first()).toBeVisible()
  await checkView(page, 'Get a wallet')

  // With the test wallet installed.
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[1]!.privateKey as Hex,
  })
  await page.reload()
  await followSystemTheme(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(connect.getByRole('button', { name: /Portkit Test Wallet/ })).toBeVisible()
  await checkView(page, 'Connect')
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  const allWallets = page.getByRole('list', { name: 'All wallets' })
  await expect(allWallets.getByRole('button').first()).toBeVisible()
  await checkView(page, 'All Wallets')
  await allWallets.getByRole('button', { name: /^MetaMask/ }).click()
  await expect(page.getByRole('img', { name: 'QR code to scan with MetaMask' })).toBeVisible()
  await checkView(page, 'MetaMask (WalletConnect)')
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await connect.getByRole('button', { name: /^WalletConnect/ }).click()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  await checkView(page, 'WalletConnect')
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await connect.getByRole('button', { name: /Portkit Test Wallet/ }).click()

  // Connected: the account view, its tabs and what it opens.
  await page.locator('button[data-status="connected"]').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(/ETH$/).first()).toBeVisible()
  for (const tab of ['Tokens', 'NFTs', 'Activity']) {
    await account.getByRole('tab', { name: tab }).click()
    await checkView(page, `Account, ${tab}`)
  }
  const opens: [button: string | RegExp, view: string][] = [
    [/Switch$/, 'Choose Network'],
    ['Receive', 'Receive'],
    ['Send', 'Send'],
    ['Swap', 'Swap'],
    ['Buy crypto', 'Buy crypto'],
    ['Register account name', 'Register account name'],
  ]
  for (const [button, view] of opens) {
    await account.getByRole('button', { name: button, exact: typeof button === 'string' }).click()
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible()
    await checkView(page, view)
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(account).toBeVisible()
  }
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
  // The first view enters as every view the router moves forward to (spec 2's direction next).
  expect(await animationNames()).toEqual(['pk-fade', 'pk-fade', 'pk-enter-from-end'])

  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await animationNames()).toEqual(['none', 'none', 'none'])
})
