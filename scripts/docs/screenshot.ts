/**
 * `npx tsx scripts/docs/screenshot.ts <app url>`: docs/screenshot.png, the demo app (`npm run demo`) with the
 * Connect view open, in Debian's chromium. Run by hand when the modal's look changes; the README shows it.
 */
import { chromium } from '@playwright/test'

const appUrl = process.argv[2]
if (!appUrl) throw new Error('usage: tsx scripts/docs/screenshot.ts <app url printed by npm run demo>')

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const page = await browser.newPage({ viewport: { width: 960, height: 640 }, colorScheme: 'dark' })
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').waitFor()
  // Let the open animation and the wallet images settle.
  await page.waitForTimeout(1500)
  await page.screenshot({ path: new URL('../../docs/screenshot.png', import.meta.url).pathname })
} finally {
  await browser.close()
}
