/**
 * AllWallets with the devnet's 738-wallet catalogue in Debian chromium: time from the click to the first
 * wallet entry, time to search results, and frame times while scrolling (each frame's main-thread cost,
 * and the interval between frames with vsync off). A report, not a test: numbers are printed, never
 * asserted.
 */
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { generatedWalletCatalogue } from '../tests/fixtures/generated-wallets.ts'
import { startServedApp, type ServedApp } from '../tests/support/served-app.ts'

const FRAME_TARGET_MS = 16
const SCROLL_MS = 4_000

/**
 * Runs in the page: scrolls the wallet list one step per frame. Per frame it records the interval between
 * animation frames, and the frame's main-thread cost: from the rAF callback to a message posted from it,
 * which the browser runs once that frame's style, layout and paint are done (the usual
 * requestPostAnimationFrame stand-in). React's render of the new rows is queued before that message, so
 * it counts too.
 */
const SCROLL_SCRIPT = `async (duration) => {
  const root = document.querySelector('[data-portkit-modal]').shadowRoot
  const scroller = root.querySelector('[data-testid="all-wallets-scroller"]')
  const intervals = []
  const costs = []
  const start = performance.now()
  let last = start
  await new Promise((resolve) => {
    const step = (now) => {
      intervals.push(now - last)
      last = now
      const frameStart = performance.now()
      const channel = new MessageChannel()
      channel.port1.onmessage = () => costs.push(performance.now() - frameStart)
      channel.port2.postMessage(null)
      scroller.scrollTop += 60
      if (now - start < duration) requestAnimationFrame(step)
      else setTimeout(resolve, 50)
    }
    requestAnimationFrame(step)
  })
  return {
    intervals: intervals.slice(1),
    costs: costs.slice(1),
    rows: root.querySelectorAll('[aria-label="All wallets"] li').length,
  }
}`

/** Runs in the page: notes the click on the All Wallets entry and when the first wallet row appears. */
const FIRST_ROW_SCRIPT = `(() => {
  document.addEventListener('click', (event) => { window.__pkClickAt = event.timeStamp }, { capture: true, once: true })
  const root = document.querySelector('[data-portkit-modal]').shadowRoot
  const observer = new MutationObserver(() => {
    if (root.querySelector('.wallet-row')) {
      window.__pkFirstRowAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(root, { subtree: true, childList: true })
})()`

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Measures AllWallets in a served demo app (the caller starts and stops it). */
export async function benchAllWallets(app: ServedApp): Promise<void> {
  const stops: (() => Promise<unknown>)[] = []
  try {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      // Without vsync and the 60 Hz cap, frames come as fast as the page can make them, so the time between
      // frames is what one frame costs rather than the display's refresh interval (16.7 ms at best).
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-gpu-vsync',
        '--disable-frame-rate-limit',
      ],
    })
    stops.unshift(() => browser.close())
    const page = await browser.newPage()
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })

    // Measured in the page: from the click event to the first wallet row in the shadow DOM.
    await dialog.getByRole('button', { name: 'All Wallets' }).waitFor()
    await page.evaluate(FIRST_ROW_SCRIPT)
    const clickedAt = await page.evaluate<number>('performance.now()')
    const clicked = Date.now()
    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    const list = page.getByRole('list', { name: 'All wallets' })
    await list.getByRole('button').first().waitFor()
    const firstEntryMs = Date.now() - clicked
    const inPage = await page.evaluate<number>(
      'window.__pkFirstRowAt === undefined ? -1 : Math.round(window.__pkFirstRowAt - window.__pkClickAt)',
    )
    // Where the time went: the requests made after the click, relative to it.
    const requests = await page.evaluate<{ name: string; start: number; end: number }[]>(
      `performance.getEntriesByType('resource').filter((e) => e.startTime >= ${clickedAt}).map((e) => ({
        name: e.name.replace(/^https?:\\/\\/[^/]+/, '').slice(0, 60),
        start: Math.round(e.startTime - ${clickedAt}),
        end: Math.round(e.responseEnd - ${clickedAt}),
      }))`,
    )

    const searched = Date.now()
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('vault')
    await page.waitForFunction(() => {
      const root = document.querySelector('[data-portkit-modal]')?.shadowRoot
      const rows = root?.querySelectorAll('[aria-label="All wallets"] .row .name') ?? []
      return rows.length > 0 && [...rows].every((row) => /vault/i.test(row.textContent ?? ''))
    })
    const searchMs = Date.now() - searched
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await list.getByRole('button').first().waitFor()

    // Scroll the list for a few seconds, one step per frame, recording the time between frames.
    // A string, not a function: tsx would add its `__name` helper, which the page does not have.
    const frames = await page.evaluate<{ intervals: number[]; costs: number[]; rows: number }>(
      `(${SCROLL_SCRIPT})(${SCROLL_MS})`,
    )
    const loaded = await page.evaluate(() => {
      const list = document
        .querySelector('[data-portkit-modal]')
        ?.shadowRoot?.querySelector<HTMLElement>('[aria-label="All wallets"]')
      return Math.round((list?.getBoundingClientRect().height ?? 0) / 58)
    })

    console.log('\nAllWallets (738-wallet devnet catalogue, Debian chromium, headless)')
    console.table({
      'click -> first wallet entry (in page)': { value: `${inPage} ms` },
      'click -> first wallet entry (as Playwright sees it)': { value: `${firstEntryMs} ms` },
      'search -> results': { value: `${searchMs} ms` },
      'frames while scrolling': { value: String(frames.costs.length) },
      'frame time (main-thread cost) p50': { value: `${percentile(frames.costs, 50).toFixed(1)} ms` },
      'frame time (main-thread cost) p95': {
        value: `${percentile(frames.costs, 95).toFixed(1)} ms (target <= ${FRAME_TARGET_MS} ms)`,
      },
      'frame time (main-thread cost) max': { value: `${Math.max(...frames.costs).toFixed(1)} ms` },
      'frames over the target': {
        value: String(frames.costs.filter((cost) => cost > FRAME_TARGET_MS).length),
      },
      'interval between frames p50 / p95': {
        value: `${percentile(frames.intervals, 50).toFixed(1)} / ${percentile(frames.intervals, 95).toFixed(1)} ms`,
      },
      'wallets loaded after scrolling': { value: String(loaded) },
      'rows in the DOM': { value: String(frames.rows) },
    })
    console.log('requests after the click (ms from click):')
    console.table(requests.filter((r) => !r.name.includes('getWalletImage')))
  } finally {
    for (const stop of stops) await stop().catch(() => undefined)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = await startServedApp({ walletCatalogue: generatedWalletCatalogue() })
  try {
    await benchAllWallets(app)
  } finally {
    await app.stop()
  }
}
