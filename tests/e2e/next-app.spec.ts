import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test'
import { getFreePort } from '../../devnet/index.ts'
import { CONNECTION_COOKIE } from '../../runtime/services/connection-cookie.ts'
import { BLOCKED_MARK } from '../support/loopback-only-process.ts'
import { LOOPBACK_ONLY_ENV, startNextApp, type ServedNextApp } from '../support/next-app.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { connectSendAndOpenViews, cspViolations, doctorPolicy } from './support/csp.ts'
import { isLoopback } from './support/loopback-guard.ts'

/**
 * Issue 16, item 1: `portkit create --template next-app` (Next.js App Router, React 19), built with
 * `next build` and served by `next start` against the devnet. A visitor connects the EIP-6963 test wallet;
 * the server's HTML for a request carrying the connection cookie already shows the account, the page
 * hydrates without a warning or a flash, and concurrent requests with different cookies never see each
 * other's account. Next's telemetry is off and neither the server nor the page connects off loopback.
 * Issue 30 item 4: every page comes with the Content-Security-Policy `portkit doctor` prints plus a fresh
 * nonce in script-src (the template's src/proxy.ts), and the modal runs under it without a violation.
 */
test.describe.configure({ mode: 'serial' })

const ACCOUNT = 1
const OTHER_ACCOUNT = 2
let app: ServedNextApp

test.beforeAll(async () => {
  test.setTimeout(600_000)
  app = await startNextApp()
})
test.afterAll(async () => {
  await app?.stop()
})

const addressOf = (account: number) => app.devnet.manifest.accounts[account]!.address
const shownAddress = (html: string) => /data-testid="account-address"[^>]*>([^<]*)</.exec(html)?.[1]

/** The server's HTML for a request with `cookie` (none: a first visit), as a crawler or curl gets it. */
async function serverHtml(cookie?: string): Promise<string> {
  const response = await fetch(app.url, { headers: cookie ? { cookie } : {} })
  expect(response.status).toBe(200)
  return response.text()
}

/** The visitor's connection cookie, as the browser sends it. */
async function connectionCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies(app.url)
  const cookie = cookies.find((c) => c.name === CONNECTION_COOKIE)
  expect(cookie, 'the connection cookie').toBeDefined()
  expect(cookie!.sameSite).toBe('Lax')
  return `${cookie!.name}=${cookie!.value}`
}

/** Every console warning and error, uncaught error and request off loopback of the page. */
function watchPage(page: Page) {
  const problems: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`)
  }
  page.on('console', onConsole)
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol) && !isLoopback(url.hostname))
      problems.push(`off loopback: ${request.url()}`)
  })
  return problems
}

test('the build is a Next.js App Router build with a server-rendered page, from the next-app template', () => {
  expect(app.buildOutput).toContain('Next.js')
  expect(app.buildOutput).toMatch(/ƒ \/\s/)
  expect(app.buildOutput).not.toContain(BLOCKED_MARK)
})

// Issue 25: portkit ships compiled ESM with .d.ts, so Next consumes it as any npm package; the build above
// passed with a config that does not ask Next to compile portkit.
test('the app builds without transpilePackages: Next takes portkit from dist', () => {
  expect(readFileSync(join(app.appDir, 'next.config.ts'), 'utf8')).not.toContain('transpilePackages')
})

test('a connected visitor: the server HTML for its cookie already shows the address; without it, none', async ({
  page,
}) => {
  const problems = watchPage(page)
  const wallet = await connectTestWallet(page, app, ACCOUNT)
  expect(wallet.address).toBe(addressOf(ACCOUNT))
  const cookie = await connectionCookie(page)

  const connected = await serverHtml(cookie)
  expect(shownAddress(connected)).toBe(wallet.address)
  expect(connected).toContain('data-status="connected"')
  expect(shownAddress(await serverHtml())).toBe('—')
  expect(problems).toEqual([])

  // Disconnecting removes the cookie: the next request is a visitor with no connection.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect((await page.context().cookies(app.url)).map((c) => c.name)).not.toContain(CONNECTION_COOKIE)
})

test('a reload hydrates with no warning or error, and the address never leaves the page', async ({
  page,
}) => {
  const wallet = await connectTestWallet(page, app, ACCOUNT)
  // From the first byte parsed on: every text the address cell shows, so a flash would be recorded.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { seenAddresses: string[] }).seenAddresses = seen
    const record = () => {
      const cell = document.querySelector('[data-testid="account-address"]')
      // The parser may add the cell before its text: an empty cell is not a shown value.
      const text = cell?.textContent ?? ''
      if (text !== '' && seen.at(-1) !== text) seen.push(text)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const problems = watchPage(page)
  await page.reload()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  // Long enough for the wallet re-sync after hydration and for a late hydration report.
  await page.waitForTimeout(1_500)
  await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
  expect(problems).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { seenAddresses: string[] }).seenAddresses)).toEqual(
    [wallet.address],
  )
})

test("concurrent requests with different cookies each see only their own visitor's account", async ({
  browser,
}) => {
  const cookies: { cookie: string | undefined; address: string }[] = []
  for (const account of [ACCOUNT, OTHER_ACCOUNT]) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await connectTestWallet(page, app, account)
    cookies.push({ cookie: await connectionCookie(page), address: addressOf(account) })
    await context.close()
  }
  const requests = Array.from({ length: 24 }, (_, index) =>
    index % 3 === 2 ? { cookie: undefined, address: '—' } : cookies[index % 3]!,
  )
  const pages = await Promise.all(requests.map(({ cookie }) => serverHtml(cookie)))
  pages.forEach((html, index) => {
    const { address } = requests[index]!
    expect(shownAddress(html)).toBe(address)
    for (const other of cookies) if (other.address !== address) expect(html).not.toContain(other.address)
  })
  // Next's telemetry is off and the server connected to nothing off loopback while it rendered.
  expect(app.serverOutput()).not.toContain(BLOCKED_MARK)
})

test("each page has the doctor's policy plus a fresh nonce; connect, send and the modal's views break none of it", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const policy = await doctorPolicy(app.appDir)
  const responses = await Promise.all([fetch(app.url), fetch(app.url)])
  const headers = responses.map((response) => response.headers.get('content-security-policy') ?? '')
  const nonces = headers.map((header) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(header)?.[1])
  expect(nonces[0]).toBeTruthy()
  expect(nonces[1]).not.toBe(nonces[0])
  // Only the nonce is added: every other source is exactly what `portkit doctor --devnet` prints.
  headers.forEach((header, i) =>
    expect(header).toBe(policy.replace("script-src 'self';", `script-src 'self' 'nonce-${nonces[i]}';`)),
  )
  // Next put this request's nonce on its own inline scripts.
  expect(await responses[0]!.text()).toContain(`nonce="${nonces[0]}"`)
  await responses[1]!.body?.cancel()

  const violations = await cspViolations(page)
  await connectSendAndOpenViews(page, app, ACCOUNT)
  // A returning visitor: the server HTML with the account, hydrated under a new nonce.
  await page.reload()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(await violations()).toEqual([])
})

test('portkit dev runs the app with next dev against a fresh devnet, off loopback never, and stops it all on SIGINT', async ({
  page,
}) => {
  // A fresh devnet, then next dev compiling the page on its first request: seconds alone, minutes beside the
  // rest of the browser suite on a 2-core machine (3 min ran out twice).
  test.setTimeout(360_000)
  const port = await getFreePort()
  const dev = spawn(
    process.execPath,
    [join(app.appDir, 'node_modules/portkit/bin/portkit.mjs'), 'dev', '--port', `${port}`],
    { cwd: app.appDir, env: { ...process.env, ...LOOPBACK_ONLY_ENV, NO_COLOR: '1' }, stdio: 'pipe' },
  )
  let output = ''
  dev.stdout.on('data', (chunk) => (output += chunk))
  dev.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => dev.once('exit', resolve))
  try {
    await expect.poll(() => output, { timeout: 120_000 }).toContain(`App: http://127.0.0.1:${port}`)
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Ready in')
    const problems = watchPage(page)
    const response = await page.goto(`http://127.0.0.1:${port}/`, { timeout: 150_000 })
    // next dev evaluates code (fast refresh): src/proxy.ts sends the policy in production only.
    expect(response?.headers()['content-security-policy']).toBeUndefined()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible({ timeout: 60_000 })
    // Next's dev overlay connects and would ask the npm registry for Next's latest version now.
    await page.waitForTimeout(2_000)
    expect(problems.filter((problem) => problem.startsWith('off loopback'))).toEqual([])
    expect(output).not.toContain(BLOCKED_MARK)
    expect(output).toContain('Next.js')
    expect(output).toContain('Portkit devnet')
  } finally {
    dev.kill('SIGINT')
  }
  expect(await exited).toBe(0)
  expect(output).toContain('SIGINT received, stopping the app and the devnet')
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
})
