import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fixtureSmartAccountArtifact } from '../../devnet/contracts/fixture-smart-account.artifact.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { servedAppPerFile } from './support/served-app-per-file.ts'
import { EMAIL_APP, readLoginCode } from './support/email-app.ts'
import { pusd, tokenBalance } from './support/host-scenario.ts'
import { installTestWallet } from './support/test-wallet.ts'

/**
 * Issue 14, email one-time-code login, in the template app with `features: { email: true }` against the
 * devnet: the code travels by real SMTP to the devnet's mail catcher and is read over its HTTP API; the
 * embedded wallet's key is made and sealed in the secure frame (its own origin); signing and sending go
 * through ApproveTransaction and land on anvil.
 */
const app = servedAppPerFile({ variant: EMAIL_APP })
const FUNDER = 3
const RECEIVER = privateKeyToAccount(generatePrivateKey()).address
const email = `visitor-${Date.now()}@example.com`

const chain = () => app.devnet.manifest.chains[0]!
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) })
const host = (page: Page) => page.getByRole('region', { name: "Your app's own actions" })

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  return page.getByRole('dialog', { name: 'Connect Wallet' })
}

test('email login: code by mail, wrong code and cooldown texts, embedded wallet signs and sends with approval, session survives a reload, sign out', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const frameOrigin = new URL(app.devnet.manifest.services.secureFrame!).origin
  const frameRequests: string[] = []
  page.on('request', (request) => {
    if (isFrameRequest(app, request.url())) frameRequests.push(request.url())
  })
  await page.goto(app.url)
  const dialog = await openConnect(page)
  // No browser wallet on this page: email comes first (spec section 2, connect method order).
  const field = dialog.getByRole('textbox', { name: 'Email' })
  await expect(field).toBeVisible()
  // Read again until the dialog has risen in: two boxes read during its entry animation are a frame apart
  // (CI saw the field 1 px below a list read a frame later).
  const wallets = dialog.getByRole('list', { name: 'Installed wallets' })
  await expect
    .poll(async () => (await wallets.boundingBox())!.y - (await field.boundingBox())!.y)
    .toBeGreaterThan(0)
  // Nothing of the frame loads before the visitor asks for a code.
  expect(frameRequests).toEqual([])

  await field.fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(confirm.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  // The frame URL carries the spec's parameters (section 7).
  const frameUrl = new URL(frameRequests[0]!)
  expect([...frameUrl.searchParams.keys()]).toEqual(['projectId', 'chainId', 'version', 'enableLogger'])
  expect(frameUrl.searchParams.get('chainId')).toBe(String(chain().chainId))
  const code = await readLoginCode(app.devnet.manifest.services.mailCatcher!, email)
  // SYNC_DAPP_DATA reached the frame before the code was asked for: the mail names the app (its metadata).
  const [mail, appName] = await Promise.all([newestMail(email), metadataName()])
  expect(mail.subject).toBe(`Your login code for ${appName}: ${code}`)
  expect(mail.text).toContain(`Your one-time code for ${appName} is ${code}.`)
  // SYNC_THEME: the frame's own document follows the modal's theme, now and when the host switches it.
  await expect.poll(() => frameColorScheme(page, frameOrigin)).toBe('dark')

  // A wrong code: the auth service's text; a new code within 30 s: the spec's cooldown text.
  await confirm.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm.getByRole('alert')).toHaveText('Invalid code. Please check the code and try again.')
  await confirm.getByRole('button', { name: 'Resend code' }).click()
  await expect(confirm.getByRole('alert')).toHaveText(/^Please try again after (30|2\d) seconds$/)

  await confirm.getByRole('textbox', { name: 'Code' }).fill(code)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  // The frame makes and seals the key and the auth service checks the code first: seconds on a busy machine.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 })
  const connected = page.locator('button[data-status="connected"]').first()
  await expect(connected).toBeVisible()

  await page.getByRole('button', { name: 'Modal theme: dark' }).click()
  await expect.poll(() => frameColorScheme(page, frameOrigin)).toBe('light')
  // System: the visitor's colour scheme, followed live.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.getByRole('button', { name: 'Modal theme: light' }).click()
  await expect(page.getByRole('button', { name: 'Modal theme: system' })).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => frameColorScheme(page, frameOrigin)).toBe('dark')
  await page.getByRole('button', { name: 'Modal theme: system' }).click()

  // The embedded wallet's address; fund it from a devnet account, then reload: the session is restored.
  await connected.click()
  const address = (await page.getByTestId('account-view-address').getAttribute('title')) as Hex
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const funder = createWalletClient({
    account: privateKeyToAccount(app.devnet.manifest.accounts[FUNDER]!.privateKey as Hex),
    transport: http(chain().rpcUrl),
  })
  const funding = await funder.sendTransaction({ chain: null, to: address, value: parseEther('1') })
  await reader().waitForTransactionReceipt({ hash: funding })
  await page.reload()
  await expect(connected).toBeVisible()
  await connected.click()
  await expect(page.getByTestId('account-view-address')).toHaveAttribute('title', address)
  await expect(page.getByTestId('account-view-balance')).toHaveText('1.000 ETH')
  await page.keyboard.press('Escape')

  // Sign: ApproveTransaction shows the message; the signature verifies for the embedded address.
  const region = host(page)
  await region.getByRole('textbox', { name: 'Message' }).fill('Hello from the email test')
  await region.getByRole('button', { name: 'Sign', exact: true }).click()
  const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
  await expect(approve.getByText('Hello from the email test')).toBeVisible()
  await approve.getByRole('button', { name: 'Approve' }).click()
  const signature = region.getByRole('status', { name: 'Signature' })
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The embedded wallet is a smart account by default (eip155, spec section 6): verified on chain (ERC-1271).
  expect(
    await reader().verifyMessage({
      address,
      message: 'Hello from the email test',
      signature: (await signature.textContent()) as Hex,
    }),
  ).toBe(true)

  // Rejecting in ApproveTransaction rejects the request.
  await region.getByRole('button', { name: 'Sign', exact: true }).click()
  await approve.getByRole('button', { name: 'Reject' }).click()
  await expect(signature).toHaveText(/rejected/i)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Closing the modal while a request waits rejects it too.
  await region.getByRole('textbox', { name: 'Message' }).fill('Closed before approving')
  await region.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(approve.getByText('Closed before approving')).toBeVisible()
  const signButton = region.getByRole('button', { name: 'Sign', exact: true })
  await expect(signButton).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(signButton).toBeEnabled()
  await expect(signature).toHaveText(/rejected/i)

  // Send: approved, mined on anvil, the receiver holds the 0.01 ETH.
  await region.getByRole('textbox', { name: 'Recipient', exact: true }).fill(RECEIVER)
  await region.getByRole('button', { name: 'Send ETH' }).click()
  await expect(approve.getByText(RECEIVER)).toBeVisible()
  await expect(approve.getByText('0.01 ETH')).toBeVisible()
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect
    .poll(() => reader().getBalance({ address: RECEIVER }), { timeout: 30_000 })
    .toBe(parseEther('0.01'))

  // A batch (the host's sendCalls): the embedded wallet serves no EIP-5792, so it answers 4200 before any
  // approval, and the calls go one by one, each approved; the node's URL never reaches the page.
  const manifest = app.devnet.manifest
  const funded = await funder.writeContract({
    chain: null,
    address: pusd(manifest),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseEther('1')],
  })
  await reader().waitForTransactionReceipt({ hash: funded })
  const batchTo = privateKeyToAccount(generatePrivateKey()).address
  await expect(region.getByLabel('Wallet batches', { exact: true })).toHaveText(
    'not supported: the calls go one by one',
  )
  await region.getByLabel('Batch recipient').fill(batchTo)
  await region.getByRole('button', { name: 'Send 0.001 ETH and 1 PUSD' }).click()
  await expect(approve.getByText(batchTo)).toBeVisible()
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(approve.getByText(pusd(manifest))).toBeVisible()
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(region.getByLabel('Batch status', { exact: true })).toHaveText('success (success, success)', {
    timeout: 30_000,
  })
  expect(await reader().getBalance({ address: batchTo })).toBe(parseEther('0.001'))
  expect(await tokenBalance(manifest, batchTo)).toBe(parseEther('1'))

  // Sign out from the account view: disconnected, and a reload does not restore it.
  await connected.click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  await expect(page.locator('button[data-status="connected"]')).toHaveCount(0)
})

/** The app's metadata name, as the host's portkit.config.ts gives it. */
async function metadataName(): Promise<string> {
  const config = await readFile(join(app.appDir, 'portkit.config.ts'), 'utf8')
  return /metadata:\s*{\s*name:\s*'([^']+)'/.exec(config)![1]!
}

/** The newest mail the devnet's mail catcher holds for `to`. */
async function newestMail(to: string): Promise<{ subject: string; text: string }> {
  const response = await fetch(
    `${app.devnet.manifest.services.mailCatcher!}/messages?to=${encodeURIComponent(to)}`,
  )
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages.at(-1)!
}

/** The colour scheme the secure frame's own document is drawn in (what SYNC_THEME set). */
/**
 * A request for the secure frame's page or script, or to its auth service. The devnet's server also answers
 * the APIs on the frame's origin, so the origin alone does not tell.
 */
function isFrameRequest(served: ServedApp, url: string): boolean {
  const { secureFrame, emailAuth } = served.devnet.manifest.services
  const { origin, pathname } = new URL(url)
  return (
    url.startsWith(`${emailAuth}/`) ||
    (origin === new URL(secureFrame!).origin && ['/', '/frame.js'].includes(pathname))
  )
}

function frameColorScheme(page: Page, frameOrigin: string): Promise<string | undefined> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
  return frame ? frame.evaluate(() => document.documentElement.style.colorScheme) : Promise.resolve(undefined)
}

/** Reads the embedded wallet's key inside the frame, as only the frame's origin can (the test's own access). */
function unsealedKey(page: Page, frameOrigin: string): Promise<string> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
  if (!frame) throw new Error('the secure frame is not loaded')
  return frame.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('portkit-frame')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('keys').objectStore('keys')
          const sealing = store.get('sealing-key')
          const all = store.getAll()
          all.onsuccess = async () => {
            const key = sealing.result as CryptoKey
            // Sealed at rest, with a key that cannot be exported even by the frame's own script.
            if (key.extractable) return reject(new Error('the sealing key is extractable'))
            const sealed = (all.result as { iv?: Uint8Array<ArrayBuffer>; data?: ArrayBuffer }[]).find(
              (item) => item?.iv,
            )
            if (!sealed?.iv || !sealed.data) return reject(new Error('no sealed wallet key'))
            const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data)
            resolve(new TextDecoder().decode(plain))
          }
        }
      }),
  )
}

test('forged frame replies from the page itself or another origin are ignored, and the host page never sees the key', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const frameOrigin = new URL(app.devnet.manifest.services.secureFrame!).origin
  const forger = 'forged@example.com'
  // The frame reports each request id it gets to the test, which forges a success reply with that id
  // at once from the host window and from a page of another origin (a data: frame), before the frame's
  // own answer (the code check is slowed by 1.5 s).
  await page.exposeBinding('reportAppMessage', async ({ frame }, type: string, id: string) => {
    if (!frame.url().startsWith(frameOrigin)) return
    await page.mainFrame().evaluate(
      ([type, id]) => {
        const forged = { type: `@portkit/frame/${type}_SUCCESS`, id, payload: {} }
        window.postMessage(forged, '*')
        const other = document.querySelector<HTMLIFrameElement>('iframe[data-forger]')
        other?.contentWindow?.postMessage(forged, '*')
        // And the frame's own events: a refusal would raise the alert if it counted.
        window.postMessage({ type: '@portkit/frame/REFUSED', payload: { message: 'forged' } }, '*')
      },
      [type, id],
    )
  })
  await page.addInitScript((origin) => {
    if (location.origin === origin) {
      // In the secure frame: report what the page asks, without touching the frame's own handling.
      window.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: string; id?: string }
        if (typeof data?.type === 'string' && typeof data.id === 'string')
          void (
            window as unknown as { reportAppMessage(t: string, i: string): Promise<void> }
          ).reportAppMessage(data.type.replace('@portkit/app/', ''), data.id)
      })
    } else if (window.top === window) {
      // In the host page: every message it receives, for the key check below.
      const seen: string[] = []
      ;(window as unknown as { seenMessages: string[] }).seenMessages = seen
      window.addEventListener('message', (event: MessageEvent) => seen.push(JSON.stringify(event.data)))
      document.addEventListener('DOMContentLoaded', () => {
        const other = document.createElement('iframe')
        other.dataset.forger = ''
        other.style.display = 'none'
        // Another origin (opaque): relays whatever it is sent to the host as its own message.
        other.src =
          'data:text/html,<script>addEventListener("message",e=>parent.postMessage(e.data,"*"))</script>'
        document.body.appendChild(other)
      })
    }
  }, frameOrigin)
  await page.route(`${app.devnet.manifest.services.emailAuth}/email/verify`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })

  await page.goto(app.url)
  const dialog = await openConnect(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(forger)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  const code = await readLoginCode(app.devnet.manifest.services.mailCatcher!, forger)
  // The forged success of the wrong code is dropped: the frame's real answer (an error) is what shows.
  await confirm.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm.getByRole('alert')).toHaveText('Invalid code. Please check the code and try again.')
  await confirm.getByRole('textbox', { name: 'Code' }).fill(code)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  const connected = page.locator('button[data-status="connected"]').first()
  await expect(connected).toBeVisible()
  // No forged refusal raised the allowlist alert.
  await expect(page.getByText('Invalid App Configuration')).toHaveCount(0)

  // The key: made and sealed in the frame, for the address the page shows; nowhere the host can look.
  await connected.click()
  const address = await page.getByTestId('account-view-address').getAttribute('title')
  const key = await unsealedKey(page, frameOrigin)
  // The shown address is the smart account (the default type) whose owner is the sealed key.
  const owner = await reader().readContract({
    address: address as Hex,
    abi: fixtureSmartAccountArtifact.abi,
    functionName: 'owner',
  })
  expect(privateKeyToAccount(key as Hex).address).toBe(owner)
  const hostView = await page.evaluate(async () => ({
    html: document.documentElement.outerHTML,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    databases: (await indexedDB.databases()).map((db) => db.name),
    messages: (window as unknown as { seenMessages: string[] }).seenMessages.join('\n'),
  }))
  expect(hostView.databases).not.toContain('portkit-frame')
  expect(hostView.messages).toContain('@portkit/frame/GET_USER_SUCCESS')
  const bare = key.slice(2).toLowerCase()
  for (const [where, text] of Object.entries(hostView))
    expect(String(text).toLowerCase(), where).not.toContain(bare)
})

test('the frame embedded by an origin off the allowlist refuses, and answers nothing', async ({ page }) => {
  const frameUrl = app.devnet.manifest.services.secureFrame!
  // 127.0.0.2 is loopback too, but not on the app project's allowlist (only the app's served origin is).
  const server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html')
    response.end(`<!doctype html><title>Not allowed</title><script>
      window.received = []
      addEventListener('message', (event) => received.push(event.data))
    </script><iframe title="frame" src="${frameUrl}/?projectId=${app.projectId}&chainId=31337"></iframe>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
  try {
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.2:${port}/`)
    const frame = page.frameLocator('iframe[title="frame"]')
    await expect(frame.locator('body')).toHaveText('Invalid App Configuration - origin not on allowlist')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: { type: string }[] }).received))
      .toEqual([
        {
          type: '@portkit/frame/REFUSED',
          payload: { message: 'Invalid App Configuration - origin not on allowlist' },
        },
      ])
    // A request from the refused page gets no answer, and no code is mailed.
    const refused = 'refused@example.com'
    await page.evaluate(
      ([origin, email]) =>
        document
          .querySelector('iframe')!
          .contentWindow!.postMessage(
            { type: '@portkit/app/CONNECT_EMAIL', id: 'x', payload: { email } },
            origin!,
          ),
      [new URL(frameUrl).origin, refused],
    )
    await page.waitForTimeout(1_000)
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toHaveLength(1)
    const mail = await fetch(`${app.devnet.manifest.services.mailCatcher}/messages?to=${refused}`)
    expect(((await mail.json()) as { messages: unknown[] }).messages).toEqual([])
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})

test("the app opened under another loopback alias is off its project's allowlist: the visitor sees the spec's text and nothing connects", async ({
  page,
}) => {
  // The same server and build, but the origin is http://localhost:<port>, not the allowed 127.0.0.1 one.
  const alias = app.url.replace('//127.0.0.1:', '//localhost:')
  expect(alias).not.toBe(app.url)
  const visitor = `alias-${Date.now()}@example.com`
  await page.goto(alias)
  const dialog = await openConnect(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(visitor)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  const text = 'Invalid App Configuration - origin not on allowlist'
  await expect(dialog.getByRole('alert')).toHaveText(text)
  await expect(page.getByTestId('portkit-toast')).toHaveText(text)
  await expect(page.getByRole('dialog', { name: 'Confirm Email' })).toHaveCount(0)
  await expect(page.locator('button[data-status="connected"]')).toHaveCount(0)
  const mail = await fetch(`${app.devnet.manifest.services.mailCatcher}/messages?to=${visitor}`)
  expect(((await mail.json()) as { messages: unknown[] }).messages).toEqual([])
})

test('with a browser wallet installed, the wallets come first and email after them', async ({ page }) => {
  await installTestWallet(page, {
    manifest: app.devnet.manifest,
    privateKey: app.devnet.manifest.accounts[0]!.privateKey as Hex,
  })
  await page.goto(app.url)
  const dialog = await openConnect(page)
  const wallets = (await dialog.getByRole('list', { name: 'Installed wallets' }).boundingBox())!
  const field = (await dialog.getByRole('textbox', { name: 'Email' }).boundingBox())!
  expect(wallets.y).toBeLessThan(field.y)
})

test('with features.email off (the template app) the bundle has no frame client and the page never requests the frame', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const plain = await startServedApp()
  try {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(plain.url)
    await openConnect(page)
    await expect(page.getByRole('list', { name: 'Installed wallets' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    expect(requests.filter((url) => isFrameRequest(plain, url))).toEqual([])
    expect(await page.locator('iframe').count()).toBe(0)
    // Nothing of email login was built in: no frame protocol in any of the app's files.
    const built = await bundleText(plain.appDir)
    expect(built).not.toContain('@portkit/app/')
    expect(await bundleText(app.appDir)).toContain('@portkit/app/')
  } finally {
    await plain.stop()
  }
})

async function bundleText(appDir: string): Promise<string> {
  const dir = join(appDir, 'dist', 'assets')
  const files = (await readdir(dir)).filter((name) => name.endsWith('.js'))
  return (await Promise.all(files.map((name) => readFile(join(dir, name), 'utf8')))).join('\n')
}
