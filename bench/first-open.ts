/**
 * First open on a cold page, in Debian chromium: from the click event's timeStamp to the first animation
 * frame in which the first wallet row has a non-empty box, for the demo app's Connect view and for the bare
 * React + viem app's button (bench/baseline-app), and with PORTKIT_BENCH_REFERENCE for that checkout's demo app
 * (a change's render cost, before and after), in the same run and browser. A report, not a test:
 * numbers are printed, never asserted.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { installTestWallet } from '../tests/e2e/support/test-wallet.ts'
import type { ServedApp } from '../tests/support/served-app.ts'
import { REFERENCE_ENV, type ReferenceDemo } from './reference.ts'
import type { DevnetManifest } from '../devnet/manifest.ts'
import { serveStatic } from '../tests/support/static-server.ts'

const RUNS = 7

/** The demo app for a visitor with a browser wallet: the Connect view lists it. */
const demoTarget = (url: string, manifest: DevnetManifest): Target => ({
  url,
  rowSelector: '[role="dialog"] .list .row',
  prepare: (page) =>
    installTestWallet(page, { manifest, privateKey: manifest.accounts[0]!.privateKey as Hex }),
})
const TARGET_MS = 30

/**
 * Runs in the page before its scripts: on the first click, checks every animation frame for the row
 * (in the document or the modal's shadow root) and stores the time once its box is non-empty.
 */
const MEASURE_SCRIPT = (selector: string) => `(() => {
  const find = () => {
    const roots = [document, ...[...document.querySelectorAll('[data-portkit-modal]')].map((h) => h.shadowRoot)]
    for (const root of roots) {
      const box = root?.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect()
      if (box && box.width > 0 && box.height > 0) return true
    }
    return false
  }
  document.addEventListener('click', (event) => {
    const clickAt = event.timeStamp
    const frame = () => {
      if (find()) window.__firstRowMs = performance.now() - clickAt
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, { capture: true, once: true })
})()`

interface Target {
  url: string
  rowSelector: string
  prepare?: (page: Page) => Promise<unknown>
}

/** One cold page (fresh context, empty cache); `settle` waits for network idle before the click. */
async function clickToFirstRow(browser: Browser, target: Target, settle: boolean): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await target.prepare?.(page)
    await page.addInitScript(MEASURE_SCRIPT(target.rowSelector))
    await page.goto(target.url)
    if (settle) await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.waitForFunction('window.__firstRowMs !== undefined')
    return await page.evaluate<number>('window.__firstRowMs')
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const summary = (values: number[]) =>
  `${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`

/** Measures both apps, alternating runs so background load hits them alike. */
export async function benchFirstOpen(
  app: ServedApp,
  baselineDir: string,
  reference?: ReferenceDemo,
): Promise<void> {
  const baseline = await serveStatic(baselineDir)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    // Frames as fast as the page can make them: no vsync rounding of the measured time.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-gpu-vsync',
      '--disable-frame-rate-limit',
    ],
  })
  try {
    const demo = demoTarget(app.url, app.devnet.manifest)
    const before = reference && demoTarget(reference.url, reference.manifest)
    const bare: Target = { url: baseline.url, rowSelector: '[aria-label="Wallets"] .row' }
    const results = {
      demoSettled: [] as number[],
      demoAtOnce: [] as number[],
      bare: [] as number[],
      reference: [] as number[],
    }
    for (let run = 0; run < RUNS; run++) {
      results.demoSettled.push(await clickToFirstRow(browser, demo, true))
      results.bare.push(await clickToFirstRow(browser, bare, true))
      results.demoAtOnce.push(await clickToFirstRow(browser, demo, false))
      if (before) results.reference.push(await clickToFirstRow(browser, before, true))
    }
    console.log(
      `\nFirst open, cold page (${RUNS} runs each, median; click timeStamp -> first frame with the row)`,
    )
    console.table({
      'portkit demo: click -> first wallet row (page idle)': {
        value: `${summary(results.demoSettled)} (target <= ${TARGET_MS} ms)`,
      },
      'portkit demo: click -> first wallet row (click as soon as the button shows)': {
        value: summary(results.demoAtOnce),
      },
      'bare React + viem: click -> response': { value: summary(results.bare) },
      ...(reference && {
        [`portkit demo at ${reference.commit} (${REFERENCE_ENV}): click -> first wallet row (page idle)`]: {
          value: summary(results.reference),
        },
      }),
    })
  } finally {
    await browser.close()
    await baseline.close()
  }
}
