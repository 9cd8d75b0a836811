import { expect, test, type Locator, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { MOBILE_CONNECT_LABEL } from '../../runtime/core/constants.ts'
import { generatedWalletCatalogue } from '../fixtures/generated-wallets.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { modalViolations } from './support/modal-violations.ts'
import { OPTIONS_APP, THEME_VARIABLES } from './support/options-app.ts'
import { readQrCode } from './support/read-qr-code.ts'
import { installTestWallet } from './support/test-wallet.ts'
import { startWcWallet } from './support/wc-wallet.ts'

/**
 * The polished modal of issue 16 as a visitor meets it in the options app (built once per run; its config
 * sets the legal checkbox and the host's theme variables): the system theme, the theme contract, "What is a
 * wallet?" and "Get a wallet" for a visitor with none, Recent and Installed badges, loading skeletons, the
 * bottom sheet on a phone and the spec's animations.
 */
// The generated catalogue fixture: its wallets' links are fixed made-up addresses the layout checks name.
const app = servedAppPerFile({ variant: OPTIONS_APP, walletCatalogue: generatedWalletCatalogue() })

/** The modal's shadow root, read in the page. */
const inModal = <T>(page: Page, read: (root: ShadowRoot) => T) =>
  page.evaluate(
    `(${read.toString()})(document.querySelector('[data-portkit-modal]').shadowRoot)`,
  ) as Promise<T>

const drawnTheme = (page: Page) =>
  inModal(page, (root) => root.querySelector<HTMLElement>('[data-theme]')?.dataset.theme)

/**
 * Holds the catalogue's wallet requests until `release()`: the views' loading state can be seen. The
 * requests then go on to the devnet catalogue unchanged.
 */
async function holdCatalogue(page: Page) {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${app.devnet.manifest.services.catalogueApi}/getWallets**`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('no box')
  return found
}

/**
 * Opens the Connect view (legal box ticked) with the test wallet installed and the catalogue's wallet
 * requests held until `release()`.
 */
async function openConnectWithTestWallet(page: Page) {
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[3]!.privateKey as Hex,
  })
  const release = await holdCatalogue(page)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('checkbox', { name: /^I agree to the / }).check()
  return { release, connect }
}

test("system theme follows the visitor's colour scheme live; the host's theme variables style the modal", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(app.url)
  // The template's switch cycles dark, light, system (useTheme().setThemeMode).
  await page.getByRole('button', { name: 'Modal theme: dark' }).click()
  await page.getByRole('button', { name: 'Modal theme: light' }).click()
  await expect(page.getByRole('button', { name: 'Modal theme: system' })).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  expect(await drawnTheme(page)).toBe('light')
  expect(await modalViolations(page)).toEqual([])

  // The visitor's system turns dark while the modal is open: it follows at once.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => drawnTheme(page)).toBe('dark')
  await expect(connect).toHaveCSS('background-color', 'rgb(18, 19, 19)')
  expect(await modalViolations(page)).toEqual([])
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => drawnTheme(page)).toBe('light')
  await expect(connect).toHaveCSS('background-color', 'rgb(255, 255, 255)')

  // The config's themeVariables: font, radius, accent (the checkbox's tick colour) and z-index.
  await expect(connect).toHaveCSS('font-family', THEME_VARIABLES['--pk-font-family'])
  await expect(connect).toHaveCSS('border-radius', THEME_VARIABLES['--pk-border-radius'])
  await expect(connect.getByRole('checkbox')).toHaveCSS('accent-color', THEME_VARIABLES['--pk-accent'])
  expect(await inModal(page, (root) => getComputedStyle(root.querySelector('.overlay')!).zIndex)).toBe(
    THEME_VARIABLES['--pk-z-index'],
  )
  // The title is in the serif display face, a theme variable of its own.
  await expect(connect.getByRole('heading', { name: 'Connect Wallet' })).toHaveCSS('font-family', /serif/)
})

test('a visitor with no wallet: What is a wallet?, then Get a wallet with each wallet’s own site', async ({
  page,
}) => {
  const release = await holdCatalogue(page)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'What is a wallet?' })
    .click()

  const help = page.getByRole('dialog', { name: 'What is a wallet?' })
  await expect(help.getByRole('heading', { name: 'A home for your digital assets' })).toBeVisible()
  await expect(help.getByRole('heading', { name: 'A new way to log in' })).toHaveCSS('font-family', /serif/)
  expect(await modalViolations(page)).toEqual([])
  await help.getByRole('button', { name: 'Get a wallet' }).click()

  // Skeleton rows while the catalogue answers, in the box the list then takes: the dialog does not jump.
  const getWallet = page.getByRole('dialog', { name: 'Get a wallet' })
  await expect(getWallet.getByRole('progressbar', { name: 'Loading wallets' })).toBeVisible()
  await expect.poll(async () => (await box(getWallet)).height).toBeGreaterThan(400)
  await page.waitForTimeout(300)
  const loadingHeight = (await box(getWallet)).height
  release()
  const wallets = getWallet.getByRole('list', { name: 'Wallets to get' })
  await expect(wallets.getByRole('link').first()).toBeVisible()
  await expect(getWallet.getByRole('progressbar')).toHaveCount(0)
  // Measured once the 150 ms height transition would have ended: the height it settles at, not mid-way.
  await page.waitForTimeout(300)
  expect(Math.abs((await box(getWallet)).height - loadingHeight)).toBeLessThanOrEqual(2)

  // Catalogue wallets with a web address to get them from, opened in a tab with no handle on this page;
  // the test wallet (no links) and app schemes (metamask://) are not offered.
  const metaMask = wallets.getByRole('link', { name: /^MetaMask/ })
  await expect(metaMask).toHaveAttribute('href', 'https://metamask.wallet.example')
  await expect(metaMask).toContainText('metamask.wallet.example')
  await expect(wallets.getByRole('link', { name: /Portkit Test Wallet/ })).toHaveCount(0)
  const links = await wallets.getByRole('link').all()
  expect(links.length).toBeGreaterThanOrEqual(4)
  for (const link of links) {
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // Arrow keys move through the links as through wallet rows.
  await links[0]!.focus()
  await page.keyboard.press('ArrowDown')
  await expect(links[1]!).toBeFocused()
  expect(await modalViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(help).toBeVisible()
})

test('All Wallets: skeletons hold the list’s box while loading; Installed and Recent badges', async ({
  page,
}) => {
  const { release, connect } = await openConnectWithTestWallet(page)
  // A visitor with a browser wallet is not offered the help.
  await expect(connect.getByRole('button', { name: 'What is a wallet?' })).toHaveCount(0)
  await connect.getByRole('button', { name: 'All Wallets' }).click()

  const allWallets = page.getByRole('dialog', { name: 'All Wallets' })
  const scroller = allWallets.getByTestId('all-wallets-scroller')
  await expect(allWallets.getByRole('progressbar', { name: 'Loading wallets' })).toBeVisible()
  await expect.poll(async () => (await box(allWallets)).height).toBeGreaterThan(400)
  await page.waitForTimeout(300)
  const [dialogLoading, scrollerLoading] = [await box(allWallets), await box(scroller)]
  release()
  const list = allWallets.getByRole('list', { name: 'All wallets' })
  const testWallet = list.getByRole('button', { name: /Portkit Test Wallet/ })
  await expect(testWallet).toBeVisible()
  await expect(allWallets.getByRole('progressbar')).toHaveCount(0)
  expect(await box(scroller)).toEqual(scrollerLoading)
  await page.waitForTimeout(300)
  expect(Math.abs((await box(allWallets)).height - dialogLoading.height)).toBeLessThanOrEqual(2)
  await expect(testWallet).toHaveAccessibleName('Portkit Test Wallet Installed')
  await expect(list.getByRole('button', { name: /^MetaMask/ })).toHaveAccessibleName('MetaMask')
  expect(await modalViolations(page)).toEqual([])

  // MetaMask is not installed here: chosen from the catalogue it pairs by WalletConnect (a real wallet
  // client on the devnet relay), and becomes a recent wallet.
  await list.getByRole('button', { name: /^MetaMask/ }).click()
  const qr = page
    .getByRole('dialog', { name: 'MetaMask' })
    .getByRole('img', { name: 'QR code to scan with MetaMask' })
  await expect(qr).toBeVisible()
  const wallet = await startWcWallet({
    relayUrl: app.devnet.manifest.services.walletConnectRelay!,
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[3]!.privateKey as Hex,
  })
  try {
    await expect.poll(() => readQrCode(page, qr)).toMatch(/^wc:/)
    await wallet.pair((await readQrCode(page, qr))!)
    const account = page.locator('button[data-status="connected"]')
    await expect(account).toBeVisible()
    await account.click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  } finally {
    await wallet.close()
  }

  // Back in the Connect view, MetaMask is listed right after WalletConnect with its Recent badge (kept
  // across a reload: it is stored), and on top of All Wallets too.
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connect.getByRole('checkbox', { name: /^I agree to the / }).check()
  const connectRows = connect.getByRole('list', { name: 'Installed wallets' }).getByRole('button')
  await expect(connectRows.nth(1)).toHaveAccessibleName('MetaMask Recent')
  await expect(connectRows.first()).toHaveAccessibleName(/^WalletConnect/)
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  await expect(list.getByRole('button').first()).toHaveAccessibleName('MetaMask Recent')
  expect(await modalViolations(page)).toEqual([])
})

test('a phone: the modal is a bottom sheet, and a catalogue wallet offers the spec’s mobile label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 760 })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  // Full width, on the bottom edge, top corners rounded only.
  await expect
    .poll(async () => {
      const { x, y, width, height } = await box(connect)
      return [x, width, Math.round(y + height)]
    })
    .toEqual([0, 390, 760])
  await expect(connect).toHaveCSS('border-top-left-radius', THEME_VARIABLES['--pk-border-radius'])
  await expect(connect).toHaveCSS('border-bottom-left-radius', '0px')
  expect(await modalViolations(page)).toEqual([])

  await connect.getByRole('checkbox', { name: /^I agree to the / }).check()
  // All Wallets on a phone pairs on the relay while it shows, so the tap opens the wallet's app link at once.
  const relay = page.waitForEvent('websocket')
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  await (await relay).waitForEvent('framereceived')
  const appLink = page.waitForRequest(/^metamask:\/\/wc\?uri=wc/)
  await page
    .getByRole('list', { name: 'All wallets' })
    .getByRole('button', { name: /^MetaMask/ })
    .click()
  await appLink
  const metaMask = page.getByRole('dialog', { name: 'MetaMask' })
  // On a phone: the app link first, then the web app with the spec's label.
  await expect(metaMask.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true')
  await expect(metaMask.getByRole('link', { name: 'Open MetaMask' })).toHaveAttribute(
    'href',
    /^metamask:\/\/wc\?uri=wc/,
  )
  // Headless chromium takes no input on a page it sent to an app link it has no handler for (a phone
  // would have switched to the wallet app; every pointer event was missing, seen with a window listener):
  // the visitor back from the app chooses the tab through a dispatched click.
  await metaMask.getByRole('tab', { name: 'Web app' }).dispatchEvent('click')
  const web = metaMask.getByRole('link', { name: MOBILE_CONNECT_LABEL })
  await expect(web).toHaveAttribute('href', /^https:\/\/metamask\.wallet\.example/)
  await expect(web).toHaveAttribute('target', '_blank')
  const { y, height } = await box(metaMask)
  expect(Math.round(y + height)).toBe(760)
  expect(await modalViolations(page)).toEqual([])
})

test('a phone: a toast shows above the bottom sheet, never over its content', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[3]!.privateKey as Hex,
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('checkbox', { name: /^I agree to the / }).check()
  await connect.getByRole('button', { name: /^Portkit Test Wallet/ }).click()
  await page.locator('button[data-status="connected"]').click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption('native:ETH')
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('Receiver address').fill(privateKeyToAccount(generatePrivateKey()).address)
  await send.getByRole('button', { name: 'Send', exact: true }).click()

  // The send goes back to Account (a tall view) with the loading toast: on a phone it sits in the strip the
  // sheet leaves at the top, over neither the sheet's header nor its bottom edge (buttons, error lines).
  const toast = page.getByTestId('portkit-toast')
  await expect(toast).toHaveText('Transaction started')
  const sheet = page.getByRole('dialog', { name: 'Account' })
  await expect(sheet).toBeVisible()
  await expect
    .poll(async () => {
      const [shown, under] = [await toast.boundingBox(), await sheet.boundingBox()]
      return shown && under ? Math.round(shown.y + shown.height) <= Math.round(under.y) : 'not drawn'
    })
    .toBe(true)
  await expect(toast).toHaveText('Transaction sent', { timeout: 30_000 })
})

/** Opens the Connect view with the test wallet installed and the catalogue's recommended wallets held. */
async function openConnectBeforeRecommended(page: Page) {
  const { release, connect } = await openConnectWithTestWallet(page)
  const rows = connect.getByRole('list', { name: 'Installed wallets' }).getByRole('button')
  const installed = rows.filter({ hasText: 'Portkit Test Wallet' })
  await expect(installed).toBeEnabled()
  // Settled: the open's own height transition is over.
  await page.waitForTimeout(300)
  return { release, rows, installed, rowsBefore: await rows.count() }
}

test('the recommended wallets arriving after open move no row: the dialog keeps its top edge and grows downward', async ({
  page,
}) => {
  // Tall enough for the grown dialog below its first top edge.
  await page.setViewportSize({ width: 1280, height: 1000 })
  const { release, rows, installed, rowsBefore } = await openConnectBeforeRecommended(page)
  const [before, dialogBefore] = [await box(installed), await box(page.getByRole('dialog'))]
  release()
  await expect.poll(() => rows.count()).toBeGreaterThan(rowsBefore)
  await page.waitForTimeout(300)
  const dialogAfter = await box(page.getByRole('dialog'))
  expect(dialogAfter.height).toBeGreaterThan(dialogBefore.height)
  expect(dialogAfter.y).toBe(dialogBefore.y)
  expect(await box(installed)).toEqual(before)
})

test('a phone: a row pressed while the recommended wallets arrive still connects on release (the sheet holds its size while pressed)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 760 })
  const { release, rows, installed, rowsBefore } = await openConnectBeforeRecommended(page)
  const [pressed, sheet] = [await box(installed), await box(page.getByRole('dialog'))]
  await page.mouse.move(pressed.x + pressed.width / 2, pressed.y + pressed.height / 2)
  await page.mouse.down()
  release()
  await expect.poll(() => rows.count()).toBeGreaterThan(rowsBefore)
  await page.waitForTimeout(300)
  expect(await box(page.getByRole('dialog'))).toEqual(sheet)
  await page.mouse.up()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
})

test('a press beside the dialog while it resizes keeps it open (the content moved under the pointer); once settled, a press outside closes it', async ({
  page,
}) => {
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const help = page.getByRole('button', { name: 'What is a wallet?' })
  await expect(help).toBeVisible()
  const resizing = () => inModal(page, (root) => root.querySelector('.dialog')!.getAnimations().length > 0)
  // The 150 ms height transition slowed 50 times, so the press surely falls inside it.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.02 })
  await help.click()
  await expect.poll(resizing).toBe(true)
  await page.mouse.click(4, 4)
  await expect(page.getByRole('dialog', { name: 'What is a wallet?' })).toBeVisible()

  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
  await expect.poll(resizing).toBe(false)
  await page.mouse.click(4, 4)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the spec’s animations run at their durations (header 120, height 150, view 150, shake 500 ms), and not with reduced motion', async ({
  page,
}) => {
  // The catalogue refuses: Get a wallet shows its error, which shakes.
  await page.route(`${app.devnet.manifest.services.catalogueApi}/getWallets**`, (route) =>
    route.fulfill({ status: 503, body: '' }),
  )
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const timings = () =>
    inModal(page, (root) => {
      const style = (selector: string) => getComputedStyle(root.querySelector(selector)!)
      return {
        header: `${style('.title').animationName} ${style('.title').animationDuration}`,
        view: `${style('.view').animationName} ${style('.view').animationDuration}`,
        height: `${style('.dialog').transitionProperty} ${style('.dialog').transitionDuration}`,
        shake: root.querySelector('.error')
          ? `${style('.error').animationName} ${style('.error').animationDuration}`
          : undefined,
      }
    })
  // The modal is loaded on the click: listen once its first view is shown.
  const help = page.getByRole('button', { name: 'What is a wallet?' })
  await expect(help).toBeVisible()
  // Each view change resizes the dialog through a real 150 ms transition of its height.
  await inModal(page, (root) => {
    const dialog = root.querySelector('.dialog')!
    const runs: string[] = []
    dialog.addEventListener('transitionrun', (event) => runs.push((event as TransitionEvent).propertyName))
    ;(dialog as unknown as { runs: string[] }).runs = runs
  })
  const heightRuns = () =>
    inModal(page, (root) => (root.querySelector('.dialog') as unknown as { runs: string[] }).runs.length)

  await help.click()
  await expect.poll(heightRuns).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Get a wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Get a wallet' }).getByRole('alert')).toBeVisible()
  // Two views pushed: each came in from the end side (spec 2's direction next).
  expect(await timings()).toEqual({
    header: 'pk-fade 0.12s',
    view: 'pk-enter-from-end 0.15s',
    height: 'block-size 0.15s',
    shake: 'pk-shake 0.5s',
  })

  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await timings()).toEqual({
    header: 'none 0s',
    view: 'none 0s',
    height: 'none 0s',
    shake: 'none 0s',
  })
  // A transition the last resize started before the switch may still report; count from a settled dialog.
  await page.waitForTimeout(300)
  const runsBefore = await heightRuns()
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'What is a wallet?' })).toBeVisible()
  await page.waitForTimeout(300)
  expect(await heightRuns()).toBe(runsBefore)

  // Motion allowed again, going back: the view comes in from the start side (direction prev).
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  expect((await timings()).view).toBe('pk-enter-from-start 0.15s')
})
