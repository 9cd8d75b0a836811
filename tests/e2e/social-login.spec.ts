import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, type Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { templateApp } from '../support/shared-app.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { approveFarcasterSignIn } from '../support/farcaster-client.ts'
import { SOCIAL_APP } from './support/email-app.ts'

/**
 * Issue 14, social login in the template app with `features: { email: true, socials: ['google',
 * 'github', 'farcaster'] }` against the devnet: the frame starts the sign-in, the visitor signs in on the
 * local OpenID Connect provider in a pop-up window, the auth service's callback completes it and the
 * popup ends on the frame's origin, whose result the frame redeems; the embedded wallet then connects
 * and signs. Farcaster goes through the relay stand-in, approved by the test Farcaster client. A host
 * component shows `useWalletInfo().social`, the provider the page's own code sees.
 */
const app = servedAppPerFile({ variant: SOCIAL_APP })

const host = (page: Page) => page.getByRole('region', { name: "Your app's own actions" })
/** The host component's `useWalletInfo().social` (tests/e2e/support/email-app.ts, SOCIAL_APP). */
const walletInfoSocial = (page: Page) =>
  page.getByRole('region', { name: 'Connected wallet info' }).getByRole('status', { name: 'Social provider' })
const socialList = (page: Page) =>
  page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Social login' })

/** The keys Portkit keeps in its IndexedDB (the test's own read; the page's storage is the modal's). */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portkit')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.map(String))
          keys.onerror = () => reject(keys.error)
        }
      }),
  )
}

/** Opens Account settings from the Account view of the connected embedded wallet. */
async function openAccountSettings(page: Page) {
  await page.locator('button[data-status="connected"]').first().click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  return page.getByRole('dialog', { name: 'Account Settings' })
}

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  return page.getByRole('dialog', { name: 'Connect Wallet' })
}

/** Signs in on the stand-in provider's page in the popup the click opens; returns the popup. */
async function signInInPopup(page: Page, provider: string, decision: 'Approve' | 'Decline') {
  const opening = page.waitForEvent('popup')
  await socialList(page).getByRole('button', { name: provider, exact: true }).click()
  const popup = await opening
  await expect(popup.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible()
  if (decision === 'Approve') {
    await popup.getByLabel('Display name').fill('Ada Lovelace')
    await popup.getByLabel('Email').fill(`ada-${provider.toLowerCase()}-${Date.now()}@example.test`)
  }
  return popup
}

test('Google: popup, consent, embedded wallet connected and signing (verified with viem); a forged popup result from another origin is ignored', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(app.url)
  const dialog = await openConnect(page)
  // Spec section 2, connect method order without a browser wallet: email, social, wallet.
  const methods = [
    dialog.getByRole('textbox', { name: 'Email' }),
    socialList(page),
    dialog.getByRole('list', { name: 'Installed wallets' }),
  ]
  for (const method of methods) await expect(method).toBeVisible()
  const tops = await Promise.all(methods.map(async (method) => (await method.boundingBox())!.y))
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
  await expect(socialList(page).getByRole('button')).toHaveText(['Google', 'GitHub', 'Farcaster'])
  await expect(walletInfoSocial(page)).toHaveText('')

  const popup = await signInInPopup(page, 'Google', 'Approve')
  // A page of another origin (the provider's, here) posting a result into the opener is not the frame.
  const frameOrigin = new URL(app.devnet.manifest.services.secureFrame!).origin
  await popup.evaluate(
    (uri) => window.opener.postMessage({ type: '@portkit/frame/SOCIAL_RESULT', payload: { uri } }, '*'),
    `${frameOrigin}/social/done?result=forged`,
  )
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0)
  await popup.getByRole('button', { name: 'Approve' }).click()
  await popup.waitForEvent('close')

  await expect(page.getByRole('dialog')).toHaveCount(0)
  const connected = page.locator('button[data-status="connected"]').first()
  await expect(connected).toBeVisible()
  await connected.click()
  const address = (await page.getByTestId('account-view-address').getAttribute('title')) as Hex
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.keyboard.press('Escape')
  // The host page's own read of how the visitor signed in (spec section 3, connectedWalletInfo.social).
  await expect(walletInfoSocial(page)).toHaveText('google')

  const region = host(page)
  await region.getByRole('textbox', { name: 'Message' }).fill('Hello from the Google test')
  await region.getByRole('button', { name: 'Sign', exact: true }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
  await approve.getByRole('button', { name: 'Approve' }).click()
  const signature = region.getByRole('status', { name: 'Signature' })
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  // The embedded wallet is a smart account by default (eip155, spec section 6): verified on chain (ERC-1271).
  const chain = createPublicClient({ transport: http(app.devnet.manifest.chains[0]!.rpcUrl) })
  expect(
    await chain.verifyMessage({
      address,
      message: 'Hello from the Google test',
      signature: (await signature.textContent()) as Hex,
    }),
  ).toBe(true)
  // The session is restored after a reload, like an email login's, and so is how the visitor signed in
  // (spec section 3: the social provider and username keys).
  await page.reload()
  await expect(connected).toBeVisible()
  await expect(walletInfoSocial(page)).toHaveText('google')
  const settings = await openAccountSettings(page)
  await expect(settings.getByTestId('account-settings-social')).toHaveText('Google')
  await expect(settings.getByText('Ada Lovelace')).toBeVisible()
})

test('declining on the provider page shows the refusal and connects nothing', async ({ page }) => {
  await page.goto(app.url)
  await openConnect(page)
  const popup = await signInInPopup(page, 'GitHub', 'Decline')
  await popup.getByRole('button', { name: 'Decline' }).click()
  await popup.waitForEvent('close')
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('alert')).toHaveText(
    'The user declined the sign-in',
  )
  await expect(page.locator('button[data-status="connected"]')).toHaveCount(0)
})

test('GitHub, a second provider: consent in the popup, embedded wallet connected, Account settings name GitHub', async ({
  page,
}) => {
  await page.goto(app.url)
  await openConnect(page)
  const popup = await signInInPopup(page, 'GitHub', 'Approve')
  await popup.getByRole('button', { name: 'Approve' }).click()
  await popup.waitForEvent('close')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The ID token came from the GitHub issuer (the auth service checks iss): its email is the GitHub one.
  const settings = await openAccountSettings(page)
  await expect(settings.getByTestId('account-settings-social')).toHaveText('GitHub')
  await expect(walletInfoSocial(page)).toHaveText('github')
  await expect(settings.getByTestId('account-settings-email')).toContainText('ada-github-')
  await expect(settings.getByText('Ada Lovelace')).toBeVisible()
})

test('a blocked sign-in window: the visitor is told to allow pop-ups, and nothing connects', async ({
  page,
}) => {
  // Stand-in for the browser's pop-up blocker, which Playwright's Chromium cannot be told to apply to a
  // click: a blocked window.open returns null, as browsers do.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto(app.url)
  await openConnect(page)
  await socialList(page).getByRole('button', { name: 'GitHub' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('alert')).toHaveText(
    'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  )
  await expect(socialList(page).getByRole('button', { name: 'GitHub' })).toBeEnabled()
  await expect(page.locator('button[data-status="connected"]')).toHaveCount(0)
})

test('Farcaster: QR code and connect URI, back reloads the frame, the Farcaster app approves, wallet connected', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(app.url)
  await openConnect(page)
  await socialList(page).getByRole('button', { name: 'Farcaster' }).click()
  const view = page.getByRole('dialog', { name: 'Farcaster' })
  const link = view.getByRole('status', { name: 'Farcaster sign-in link' })
  await expect(link).toHaveText(/^farcaster:\/\/connect\?/)
  await expect(view.getByRole('img', { name: 'Sign in with Farcaster' })).toHaveAttribute(
    'data-value',
    (await link.textContent())!,
  )
  // Back without signing in: the frame is dropped 100 ms later (spec section 2), ending its wait.
  await expect(page.locator('iframe[title="Portkit secure frame"]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.locator('iframe[title="Portkit secure frame"]')).toHaveCount(0)

  await socialList(page).getByRole('button', { name: 'Farcaster' }).click()
  await expect(link).toHaveText(/^farcaster:\/\/connect\?/)
  const user = { privateKey: generatePrivateKey(), fid: 1000 + (Date.now() % 100_000), username: 'ada' }
  const relay = app.devnet.manifest.socialLogin!.farcasterRelay
  expect((await approveFarcasterSignIn(relay, (await link.textContent())!, user)).status).toBe(201)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('button[data-status="connected"]').first()).toBeVisible()
  await expect(walletInfoSocial(page)).toHaveText('farcaster')

  // Spec section 3: the Account names the user by the Farcaster username; the frame user has no email
  // (none made up from the fid), so Account settings shows neither an email nor its update.
  await page.reload()
  await page.locator('button[data-status="connected"]').first().click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-view-name')).toHaveText('ada')
  await account.getByRole('button', { name: 'Account settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Account Settings' })
  await expect(settings.getByTestId('account-settings-social')).toHaveText('Farcaster')
  await expect(settings.getByTestId('account-settings-email')).toHaveCount(0)
  await expect(settings.getByRole('button', { name: 'Update email' })).toHaveCount(0)
  await expect(settings.getByText(/farcaster:/)).toHaveCount(0)

  // Signing out clears how the visitor signed in.
  expect(await storedKeys(page)).toEqual(
    expect.arrayContaining(['@portkit/social-provider', '@portkit/social-username']),
  )
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await account.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  await expect(walletInfoSocial(page)).toHaveText('')
  expect(await storedKeys(page)).not.toEqual(expect.arrayContaining(['@portkit/social-provider']))
  expect(await storedKeys(page)).not.toEqual(expect.arrayContaining(['@portkit/social-username']))
})

test('social code ships only with socials: the template app (socials off) has none of it', async () => {
  const template = await templateApp()
  expect(template).toBeDefined()
  const marker = 'portkit-social-login'
  expect(await bundleText(app.appDir)).toContain(marker)
  expect(await bundleText(template!.appDir)).not.toContain(marker)
})

async function bundleText(appDir: string): Promise<string> {
  const dir = join(appDir, 'dist', 'assets')
  const files = (await readdir(dir)).filter((name) => name.endsWith('.js'))
  return (await Promise.all(files.map((name) => readFile(join(dir, name), 'utf8')))).join('\n')
}
