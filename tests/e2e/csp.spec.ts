import { expect, test } from '@playwright/test'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { connectSendAndOpenViews, cspViolations, doctorPolicy } from './support/csp.ts'

/**
 * Issue 30 item 4: the template app's production build under the strict Content-Security-Policy that
 * `portkit doctor` prints for it (scripts and styles from the app's origin only, nothing inline or
 * evaluated; connect-src, img-src and frame-src exactly the doctor's). A visitor connects, sends and opens
 * the modal's views, and the page reports no violation. The other templates: wagmi.spec.ts and
 * next-app.spec.ts.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
let policy = ''

test.beforeAll(async () => {
  test.setTimeout(300_000)
  // The app's own server sends the policy with every response (a page the test fulfilled itself would be
  // of an unknown address space to Chromium, which then refuses its requests to the loopback services).
  app = await startServedApp({
    routes: async (_request, response) => {
      if (policy) response.setHeader('content-security-policy', policy)
      return false
    },
  })
  policy = await doctorPolicy(app.appDir)
})

test.afterAll(async () => {
  await app?.stop()
})

test('connect, send and every view of the modal under the strict policy: zero violations, styles applied', async ({
  page,
}) => {
  const violations = await cspViolations(page)
  await connectSendAndOpenViews(page, app, 1)
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Register account name' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Choose account name' })).toBeVisible()

  expect(await violations()).toEqual([])
})
