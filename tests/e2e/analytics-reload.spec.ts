import { expect, test, type Page } from '@playwright/test'
import { startServedApp, type ServedApp } from '../support/served-app.ts'

/**
 * Issue 30, item 3, in Debian chromium against the devnet: analytics events the page sent, or had yet to
 * send, when the visitor reloads still reach the analytics service (read back from its store). Before,
 * the POST /e in flight was aborted with the page (net::ERR_ABORTED) and the events queued behind it
 * were dropped with the page's memory.
 */

interface StoredEvent {
  eventId: string
  url: string
  timestamp: number
  props: { event: string }
}

/** The events the devnet analytics service stored for the app's project (its devnet-only read route). */
async function storedEvents(app: ServedApp): Promise<StoredEvent[]> {
  const url = new URL(`${app.devnet.manifest.services.analyticsApi}/events`)
  url.searchParams.set('projectId', app.projectId)
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return ((await response.json()) as { events: StoredEvent[] }).events
}

/** Event names in the order they happened (the store keeps them in the order they arrived). */
const inOrder = (events: StoredEvent[]) =>
  [...events].sort((a, b) => a.timestamp - b.timestamp).map((event) => event.props.event)

const isEventPost = (app: ServedApp, method: string, url: string) =>
  method === 'POST' && url.startsWith(`${app.devnet.manifest.services.analyticsApi}/e?`)

/** Opens the demo app's modal (the visitor's first interaction on the page) and closes it with Escape. */
async function openAndClose(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test.describe('analytics across a reload', () => {
  test.describe.configure({ mode: 'serial' })
  let app: ServedApp

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    app = await startServedApp()
  })
  test.afterAll(async () => {
    await app?.stop()
  })

  test('the events in flight or queued when the visitor reloads arrive, once each', async ({ page }) => {
    // The service answers slowly: the first POST /e is still in flight when the page reloads, the next
    // event waits behind it.
    await page.route(
      (url) => isEventPost(app, 'POST', url.href),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        await route.continue().catch(() => undefined)
      },
    )
    await page.goto(app.url)
    const firstPost = page.waitForRequest((request) => isEventPost(app, request.method(), request.url()))
    await openAndClose(page)
    await firstPost
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

    // The second page: the visitor opens the modal again.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()

    await expect
      .poll(async () => inOrder(await storedEvents(app)), { timeout: 15_000 })
      .toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
    const events = await storedEvents(app)
    expect(new Set(events.map((event) => event.eventId)).size).toBe(3)
  })

  test('the events of a page reloaded before the project setting was known go out from the next page', async ({
    page,
  }) => {
    const before = (await storedEvents(app)).length
    // The catalogue answers the analytics setting slowly: the events cannot be sent before the reload, so
    // the page keeps them for the next one, which sends them after the visitor interacts there.
    const settingUrl = `${app.devnet.manifest.services.catalogueApi}/getAnalyticsConfig?`
    await page.route(
      (url) => url.href.startsWith(settingUrl),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        await route.continue().catch(() => undefined)
      },
    )
    await page.goto(app.url)
    const asked = page.waitForRequest((request) => request.url().startsWith(settingUrl))
    await openAndClose(page)
    await asked
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    // Nothing leaves the second page before its visitor interacts.
    await page.waitForTimeout(500)
    expect(await storedEvents(app)).toHaveLength(before)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    await expect
      .poll(async () => inOrder((await storedEvents(app)).slice(before)), { timeout: 15_000 })
      .toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
  })
})
