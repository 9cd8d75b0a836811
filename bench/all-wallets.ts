/**
 * AllWallets with the devnet's 738-wallet catalogue in Debian chromium: time from the click to the first
 * wallet entry, time to search results, and frame times while scrolling (requestAnimationFrame deltas in
 * the page). A report, not a test: numbers are printed, never asserted.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { startDevnet } from '../devnet/index.ts'
import { run } from '../tests/support/run.ts'
import { packPortkit, scaffoldApp } from '../tests/support/scaffold-app.ts'
import { serveStatic } from '../tests/support/static-server.ts'

const FRAME_TARGET_MS = 16
const SCROLL_MS = 4_000

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export async function benchAllWallets(): Promise<void> {
  const appDir = await scaffoldApp({ tarball: await packPortkit() })
  const devnet = await startDevnet({ appDir })
  const stops: (() => Promise<unknown>)[] = [() => devnet.stop()]
  try {
    await run('npm', ['run', 'build'], { cwd: appDir })
    const server = await serveStatic(join(appDir, 'dist'))
    stops.unshift(() => server.close())
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    })
    stops.unshift(() => browser.close())
    const page = await browser.newPage()
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })

    const clicked = Date.now()
    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    const list = page.getByRole('list', { name: 'All wallets' })
    await list.getByRole('button').first().waitFor()
    const firstEntryMs = Date.now() - clicked

    const searched = Date.now()
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('wallet 7')
    await page.waitForFunction(() => {
      const root = document.querySelector('[data-portkit-modal]')?.shadowRoot
      const rows = root?.querySelectorAll('[aria-label="All wallets"] .row .name') ?? []
      return rows.length > 0 && [...rows].every((row) => /wallet 7/i.test(row.textContent ?? ''))
    })
    const searchMs = Date.now() - searched
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await list.getByRole('button').first().waitFor()

    // Scroll the list for a few seconds, one step per frame, recording the time between frames.
    const frames = await page.evaluate(async (duration) => {
      const root = document.querySelector('[data-portkit-modal]')?.shadowRoot
      const scroller = root?.querySelector<HTMLElement>('[data-testid="all-wallets-scroller"]')
      if (!scroller) throw new Error('no wallet list')
      const deltas: number[] = []
      const start = performance.now()
      let last = start
      await new Promise<void>((resolve) => {
        const step = (now: number) => {
          deltas.push(now - last)
          last = now
          scroller.scrollTop += 60
          if (now - start < duration) requestAnimationFrame(step)
          else resolve()
        }
        requestAnimationFrame(step)
      })
      const rows = root?.querySelectorAll('[aria-label="All wallets"] li').length ?? 0
      return { deltas: deltas.slice(1), rows, scrolled: scroller.scrollTop }
    }, SCROLL_MS)
    const loaded = await page.evaluate(() => {
      const list = document
        .querySelector('[data-portkit-modal]')
        ?.shadowRoot?.querySelector<HTMLElement>('[aria-label="All wallets"]')
      return Math.round((list?.getBoundingClientRect().height ?? 0) / 58)
    })

    console.log('\nAllWallets (738-wallet devnet catalogue, Debian chromium, headless)')
    console.table({
      'click -> first wallet entry': { value: `${firstEntryMs} ms` },
      'search -> results': { value: `${searchMs} ms` },
      'frames while scrolling': { value: String(frames.deltas.length) },
      'frame time p50': { value: `${percentile(frames.deltas, 50).toFixed(1)} ms` },
      'frame time p95': {
        value: `${percentile(frames.deltas, 95).toFixed(1)} ms (target <= ${FRAME_TARGET_MS} ms)`,
      },
      'frame time max': { value: `${Math.max(...frames.deltas).toFixed(1)} ms` },
      'wallets loaded after scrolling': { value: String(loaded) },
      'rows in the DOM': { value: String(frames.rows) },
    })
  } finally {
    for (const stop of stops) await stop().catch(() => undefined)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAllWallets()
