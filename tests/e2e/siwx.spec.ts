import { expect, test, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { OPTIONS_APP } from './support/options-app.ts'

/**
 * Sign-in-with-X as a visitor meets it (issue 12): the scaffolded app with `portkit add siwx`, against the
 * devnet's auth service, with the EIP-6963 test wallet signing for real. The shared template app has no
 * SIWX, so this spec serves the options app (tests/e2e/support/options-app.ts: built once per run, the
 * other specs are unaffected). A `?siwx=required` page flag, written into its main.tsx with `withSiwx`, is
 * how a host would switch on required mode in code. That app also asks for the legal checkbox, which the
 * visitor ticks before connecting.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp({ variant: OPTIONS_APP })
  // `portkit build` names the plugin in its size table.
  expect(app.buildOutput).toMatch(/^plugin siwx +\d+\.\d KiB +\d+\.\d KiB$/m)
})

test.afterAll(async () => {
  await app?.stop()
})

/** The devnet auth service's active sessions of an account. */
async function listedSessions(
  address: string,
): Promise<{ data: { accountAddress: string; statement?: string } }[]> {
  const url = new URL(`${app.devnet.manifest.services.authApi}/v1/siwx/sessions`)
  url.search = new URLSearchParams({
    projectId: 'portkit-app',
    st: 'portkit',
    sv: 'e2e',
    accountAddress: `eip155:31337:${address}`,
  }).toString()
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: { data: { accountAddress: string } }[] }).sessions
}

/** Sessions the page keeps in Portkit's storage (IndexedDB `portkit`, store `keyval`). */
function storedSessions(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portkit')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('@portkit/siwx-sessions')
          read.onsuccess = () => resolve(((read.result as unknown[] | undefined) ?? []).length)
          read.onerror = () => reject(read.error)
        }
      }),
  )
}

test('connect -> sign-in prompt -> signed -> session listed -> reload keeps it', async ({ page }) => {
  const wallet = await connectTestWallet(page, app, 1, { agreeToTerms: true })
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  await expect(signIn.getByText(/^Demo App needs to connect to your wallet$/)).toBeVisible()

  // A declined signature shows the spec's text and keeps the prompt.
  wallet.rejectNext = 'personal_sign'
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(signIn.getByRole('alert')).toHaveText('Signature declined')

  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(signIn).toBeHidden()
  const signed = wallet.requests.filter((request) => request.method === 'personal_sign')
  expect(signed).toHaveLength(2)

  const sessions = await listedSessions(wallet.address)
  expect(sessions).toHaveLength(1)
  expect(sessions[0]!.data).toMatchObject({
    accountAddress: wallet.address,
    statement: 'Sign in to Portkit App',
  })
  expect(await storedSessions(page)).toBe(1)

  await page.reload()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  // The stored session stands: no new prompt, no new signature.
  await page.waitForTimeout(1_500)
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeHidden()
  expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(2)
  expect(await storedSessions(page)).toBe(1)
})

test('required mode: closing is blocked while unsigned, cancel disconnects', async ({ page }) => {
  const wallet = await connectTestWallet(page, { ...app, url: `${app.url}?siwx=required` }, 2, {
    agreeToTerms: true,
  })
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  await expect(
    signIn.getByText(
      'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    ),
  ).toBeVisible()

  await expect(signIn.getByRole('button', { name: 'Close' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(signIn).toBeVisible()

  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await expect(signIn).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(wallet.requests.some((request) => request.method === 'personal_sign')).toBe(false)
  expect(await listedSessions(wallet.address)).toEqual([])
})

test('required mode: signing in makes the modal closable and keeps the account connected', async ({
  page,
}) => {
  const wallet = await connectTestWallet(page, { ...app, url: `${app.url}?siwx=required` }, 3, {
    agreeToTerms: true,
  })
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn.getByRole('button', { name: 'Close' })).toBeDisabled()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(signIn).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(await listedSessions(wallet.address)).toHaveLength(1)

  // Disconnecting signs out: the service no longer lists the session (signOutOnDisconnect, the default).
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect.poll(() => listedSessions(wallet.address)).toEqual([])
  expect(await storedSessions(page)).toBe(0)
})

test('the siwx build holds the plugin because the config enables it', async () => {
  const entry = await readFile(join(app.appDir, 'src/portkit/index.ts'), 'utf8')
  expect(entry).toContain("import siwxPlugin from 'portkit/plugins/siwx'")
  const config = await readFile(join(app.appDir, 'src/portkit/config.ts'), 'utf8')
  expect(config).toContain("statement: 'Sign in to Portkit App'")
})
