import { expect, test, type Page } from '@playwright/test'
import { TOASTS } from '../../runtime/core/errors.ts'
import type { Fault, FaultProxy } from '../support/fault-proxy.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { EMAIL_APP } from './support/email-app.ts'

/**
 * Issue 30 item 2, the email login's services: the auth service (`/email-auth`, which the secure frame
 * calls) and the secure frame's own document, each behind tests/support/fault-proxy.ts. For each fault the
 * visitor reads a spec 8 text in the email form, never an endless "sending", and the next try once the
 * service passes again sends the code.
 */
/** The auth service's email login routes (its allowlist check beside them keeps passing). */
const EMAIL_ROUTES = '/email-auth/email'

let app: ServedApp
let server: FaultProxy

test.beforeAll(async () => {
  test.setTimeout(240_000)
  app = await startServedApp({ variant: EMAIL_APP, faultProxies: ['server'] })
  server = app.proxies.server!
})
test.afterAll(async () => {
  await app?.stop()
})
test.beforeEach(() => server.reset())

/** Opens Connect and asks for a code for a fresh address; returns the Connect dialog. */
async function askForCode(page: Page) {
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(`visitor-${Date.now()}@example.com`)
  await connect.getByRole('button', { name: 'Continue with email' }).click()
  return connect
}

const AUTH_FAULTS: [Fault, string][] = [
  [{ mode: 'status', status: 503 }, 'HTTP status code: 503'],
  [{ mode: 'malformed' }, TOASTS.FRAME_ERROR],
  [{ mode: 'reset' }, TOASTS.FRAME_ERROR],
  // Given up after spec 9's 10 s RPC timeout, long before the frame's own 30 s.
  [{ mode: 'hang' }, TOASTS.FRAME_ERROR],
]

test('auth service faults: the email form shows the spec’s text, then the code is sent once it passes', async ({
  page,
}) => {
  test.setTimeout(150_000)
  for (const [fault, text] of AUTH_FAULTS) {
    await test.step(`${fault.mode === 'status' ? fault.status : fault.mode}: ${text}`, async () => {
      server.reset()
      server.set(fault, EMAIL_ROUTES)
      const connect = await askForCode(page)
      await expect(connect.getByRole('alert')).toHaveText(text, { timeout: 20_000 })
      await expect(connect.getByRole('button', { name: 'Continue with email' })).toBeEnabled()
    })
  }
  server.reset()
  const connect = await askForCode(page)
  await expect(page.getByRole('dialog', { name: 'Confirm Email' })).toBeVisible({ timeout: 20_000 })
  await expect(connect.getByRole('alert')).toHaveCount(0)
})

test('a secure frame that does not load: the spec’s initialisation text after the frame timeout, and the next try loads it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The frame's document and script; the auth service itself passes.
  server.set({ mode: 'status', status: 503 }, '/')
  server.set({ mode: 'pass' }, '/email-auth')
  const connect = await askForCode(page)
  await expect(connect.getByRole('alert')).toHaveText(TOASTS.AUTH_INIT_FAILED, { timeout: 45_000 })
  server.reset()
  await connect.getByRole('button', { name: 'Continue with email' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm Email' })).toBeVisible({ timeout: 20_000 })
})
