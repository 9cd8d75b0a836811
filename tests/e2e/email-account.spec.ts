import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, verifyMessage, type Hex } from 'viem'
import { fixtureSmartAccountArtifact } from '../../devnet/contracts/fixture-smart-account.artifact.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { EMAIL_APP, lastMailId, readDeviceLink, readLoginCode } from './support/email-app.ts'

/**
 * Issue 14, the embedded wallet's account flows in the email app against the devnet: the account type
 * switch with a real smart account per user (deployed by the devnet's sponsor, ERC-1271 signatures), the
 * email update with a code to the current and then the new address (real SMTP, read from the mail
 * catcher's API), device verification for a known email on a new browser, and the frame's logs.
 */
const app = servedAppPerFile({ variant: EMAIL_APP })

const services = () => app.devnet.manifest.services
const reader = () => createPublicClient({ transport: http(app.devnet.manifest.chains[0]!.rpcUrl) })
const host = (page: Page) => page.getByRole('region', { name: "Your app's own actions" })
const connectedButton = (page: Page) => page.locator('button[data-status="connected"]').first()

/** Email login as a visitor does it; resolves once connected. */
async function logIn(page: Page, email: string): Promise<void> {
  const after = await lastMailId(services().mailCatcher!, email)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await enterCode(page, 'Confirm Email', await readLoginCode(services().mailCatcher!, email, after))
  await expect(connectedButton(page)).toBeVisible()
}

async function enterCode(page: Page, title: string, code: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}

async function shownAddress(page: Page): Promise<Hex> {
  return (await page.getByTestId('account-view-address').getAttribute('title')) as Hex
}

async function signInHostRegion(page: Page, message: string): Promise<Hex> {
  const region = host(page)
  await region.getByRole('textbox', { name: 'Message' }).fill(message)
  await region.getByRole('button', { name: 'Sign', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Approve Transaction' })
    .getByRole('button', { name: 'Approve' })
    .click()
  const signature = region.getByRole('status', { name: 'Signature' })
  await expect(signature).toHaveText(/^0x[0-9a-f]+$/)
  return (await signature.textContent()) as Hex
}

test('account settings: smart account by default (ERC-1271), switch to the EOA and back, then update the email with both codes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `settings-${Date.now()}@example.com`
  await logIn(page, email)

  // Spec section 6: eip155 defaults to smartAccount; the devnet deploys one per user.
  await connectedButton(page).click()
  const smart = await shownAddress(page)
  // GET_USER only reports the smart account; the runtime's INIT_SMART_ACCOUNT step deploys it on anvil.
  await expect.poll(() => reader().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}$/)
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  const settings = page.getByRole('dialog', { name: 'Account Settings' })
  await expect(settings.getByTestId('account-settings-email')).toHaveText(email)
  await expect(settings.getByTestId('account-settings-type')).toHaveText('Smart account')
  const owner = await reader().readContract({
    address: smart,
    abi: fixtureSmartAccountArtifact.abi,
    functionName: 'owner',
  })

  // Switch to the EOA: the address changes to the smart account's owner.
  await settings.getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect(settings.getByTestId('account-settings-type')).toHaveText('EOA')
  await expect(settings.getByTestId('account-settings-type')).toHaveAttribute('title', owner)
  await page.keyboard.press('Escape')
  const eoaSignature = await signInHostRegion(page, 'Signed by the EOA')
  expect(await verifyMessage({ address: owner, message: 'Signed by the EOA', signature: eoaSignature })).toBe(
    true,
  )
  // The preference is stored: a reload restores the EOA, not the default smart account.
  await page.reload()
  await connectedButton(page).click()
  await expect(page.getByTestId('account-view-address')).toHaveAttribute('title', owner)
  await page.keyboard.press('Escape')

  // And back: the smart account signs; its signature verifies on chain (ERC-1271), not by ecrecover.
  await connectedButton(page).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  await settings.getByRole('button', { name: 'Switch to your smart account' }).click()
  await expect(settings.getByTestId('account-settings-type')).toHaveText('Smart account')
  await expect(settings.getByTestId('account-settings-type')).toHaveAttribute('title', smart)
  await page.keyboard.press('Escape')
  const smartSignature = await signInHostRegion(page, 'Signed by the smart account')
  expect(
    await reader().verifyMessage({
      address: smart,
      message: 'Signed by the smart account',
      signature: smartSignature,
    }),
  ).toBe(true)
  expect(
    await verifyMessage({
      address: smart,
      message: 'Signed by the smart account',
      signature: smartSignature,
    }),
  ).toBe(false)

  // Update email: a code to the current address (primary), then one to the new address (secondary).
  const next = `moved-${Date.now()}@example.com`
  const beforeOld = await lastMailId(services().mailCatcher!, email)
  await connectedButton(page).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  await settings.getByRole('button', { name: 'Update email' }).click()
  const update = page.getByRole('dialog', { name: 'Update Email' })
  await update.getByRole('textbox', { name: 'New email' }).fill(next)
  await update.getByRole('button', { name: 'Save' }).click()
  const primary = page.getByRole('dialog', { name: 'Confirm Current Email' })
  await expect(primary.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  const primaryCode = await readLoginCode(services().mailCatcher!, email, beforeOld)
  // The new address's code is not sent before the current one is confirmed.
  expect(await lastMailId(services().mailCatcher!, next)).toBe(0)
  await enterCode(page, 'Confirm Current Email', primaryCode === '000000' ? '111111' : '000000')
  await expect(primary.getByRole('alert')).toHaveText('Invalid code. Please check the code and try again.')
  await enterCode(page, 'Confirm Current Email', primaryCode)
  const secondary = page.getByRole('dialog', { name: 'Confirm New Email' })
  await expect(secondary.getByText(`Enter the code we sent to ${next}`)).toBeVisible()
  await enterCode(page, 'Confirm New Email', await readLoginCode(services().mailCatcher!, next))
  await expect(settings.getByTestId('account-settings-email')).toHaveText(next)
  await page.keyboard.press('Escape')

  // The session and the wallet moved with the address: a reload restores the same smart account.
  await page.reload()
  await connectedButton(page).click()
  await expect(page.getByTestId('account-view-address')).toHaveAttribute('title', smart)
  await page.keyboard.press('Escape')

  // The host's own code calls a method outside the allowed list (spec sections 6 and 8): refused with
  // the spec's text, the modal opens, and its error shows 300 ms later.
  const elapsed = await page.evaluate(async () => {
    const toast = () =>
      [...document.querySelectorAll('*')]
        .map((element) => element.shadowRoot?.querySelector('.toast[data-variant="error"]'))
        .find((found) => found?.textContent?.includes('Action not allowed'))
    const start = performance.now()
    ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Call eth_sign')!.click()
    while (!toast() && performance.now() - start < 5_000) await new Promise((done) => setTimeout(done, 10))
    return toast() ? performance.now() - start : -1
  })
  expect(elapsed).toBeGreaterThanOrEqual(300)
  expect(elapsed).toBeLessThan(1_500)
  await expect(page.getByRole('region', { name: 'Raw wallet request' }).getByRole('status')).toHaveText(
    'Requested RPC call is not allowed',
  )
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Action not allowed' })).toBeVisible()
})

test('device verification: a known email on a new browser waits for the mailed link, then the code', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `device-${Date.now()}@example.com`
  await logIn(page, email)

  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    const after = await lastMailId(services().mailCatcher!, email)
    await second.goto(app.url)
    await second.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const dialog = second.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue with email' }).click()
    const device = second.getByRole('dialog', { name: 'Register Device' })
    await expect(device.getByText(`This is a new device for ${email}.`, { exact: false })).toBeVisible()
    await expect(device.getByRole('progressbar', { name: 'Waiting for the approval' })).toBeVisible()
    // No login code yet: only the approval link was mailed.
    const link = await readDeviceLink(services().mailCatcher!, email, after)
    expect(new URL(link).hostname).toBe('127.0.0.1')

    // The visitor opens the link (here in the first browser) and approves.
    const approval = await page.context().newPage()
    await approval.goto(link)
    await approval.getByRole('button', { name: 'Approve device' }).click()
    await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
    await approval.close()

    // The new browser moves on by itself to the code step; the code then arrives.
    await expect(second.getByRole('dialog', { name: 'Confirm Email' })).toBeVisible()
    await enterCode(second, 'Confirm Email', await readLoginCode(services().mailCatcher!, email, after))
    await expect(connectedButton(second)).toBeVisible()
    // The same embedded wallet on both devices: the new one restored the account's key from its backup.
    const address = await page.getByTestId('account-address').textContent()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(second.getByTestId('account-address')).toHaveText(address!)
  } finally {
    await other.close()
  }
})

test('enableAuthLogger: the frame sends its logs to the auth service; with enableLogger off nothing is sent', async ({
  page,
}) => {
  const logs = async (projectId: string) => {
    const response = await fetch(`${services().emailAuth}/logs?projectId=${encodeURIComponent(projectId)}`)
    return ((await response.json()) as { logs: { bytes: number; entries: { event: string }[] }[] }).logs
  }
  // The email app (enableAuthLogger: true) logged the earlier logins under its projectId.
  const frameRequests: string[] = []
  page.on('request', (request) => {
    // The frame's page (the devnet's server answers the APIs on the same origin).
    const { origin, pathname } = new URL(request.url())
    if (origin === new URL(services().secureFrame!).origin && pathname === '/')
      frameRequests.push(request.url())
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`logger-${Date.now()}@example.com`)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm Email' })).toBeVisible()
  const projectId = new URL(frameRequests[0]!).searchParams.get('projectId')!
  expect(new URL(frameRequests[0]!).searchParams.get('enableLogger')).toBe('true')
  await expect
    .poll(async () => (await logs(projectId)).flatMap((batch) => batch.entries.map((entry) => entry.event)))
    .toContain('CONNECT_EMAIL')
  const stored = JSON.stringify(await logs(projectId))
  // What the frame did, never what the visitor typed.
  expect(stored).not.toContain('logger-')
  for (const batch of await logs(projectId)) expect(batch.bytes).toBeLessThanOrEqual(1_024_000)

  // The frame embedded by an allowed loopback page, asked one question: with enableLogger=true its
  // logs reach the store, with false nothing does.
  const loud = `loud-${Date.now()}`
  const quiet = `quiet-${Date.now()}`
  await askFrame(page, loud, true)
  await askFrame(page, quiet, false)
  await expect.poll(async () => (await logs(loud)).length).toBeGreaterThan(0)
  await page.waitForTimeout(1_000)
  expect(await logs(quiet)).toEqual([])
})

/**
 * Embeds the secure frame in the app page with the given URL parameters and asks IS_CONNECTED once; the
 * page's origin is put on that project's allowlist first.
 */
async function askFrame(page: Page, projectId: string, enableLogger: boolean): Promise<void> {
  await app.devnet.allowApp(projectId, new URL(app.url).origin)
  const frameUrl = new URL(services().secureFrame!)
  frameUrl.searchParams.set('projectId', projectId)
  frameUrl.searchParams.set('chainId', String(app.devnet.manifest.chains[0]!.chainId))
  frameUrl.searchParams.set('enableLogger', String(enableLogger))
  await page.goto(app.url)
  const answer = await page.evaluate(
    ({ src, origin }) =>
      new Promise<string>((resolve) => {
        const frame = document.createElement('iframe')
        frame.src = src
        frame.title = 'secure frame'
        addEventListener('message', (event: MessageEvent) => {
          if (event.origin !== origin) return
          const type = (event.data as { type?: string }).type
          if (type === '@portkit/frame/READY')
            frame.contentWindow!.postMessage({ type: '@portkit/app/IS_CONNECTED', id: 'ask-1' }, origin)
          else if (type) resolve(type)
        })
        document.body.appendChild(frame)
      }),
    { src: frameUrl.href, origin: frameUrl.origin },
  )
  expect(answer).toBe('@portkit/frame/IS_CONNECTED_SUCCESS')
}
