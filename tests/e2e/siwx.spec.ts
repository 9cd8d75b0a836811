import { expect, test, type Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createPublicClient, erc20Abi, hexToString, http, type Address, type Hex } from 'viem'
import type { Devnet } from '../../devnet/index.ts'
import { createSiwxServer, type SiwxServer } from '../../plugins/siwx/server/index.ts'
import { rpcRelay, type RpcRelay } from '../support/rpc-relay.ts'
import { startServedApp, type ServedApp } from '../support/served-app.ts'
import { run } from '../support/run.ts'
import { serveStatic } from '../support/static-server.ts'
import { connectTestWallet } from './support/connect-test-wallet.ts'
import { connectWcWallet } from './support/connect-wc-wallet.ts'

/**
 * Sign-in-with-X as a visitor meets it (issue 12): the scaffolded app with `portkit add siwx`, with the
 * EIP-6963 test wallet signing for real. The shared template app has no SIWX, so this spec rebuilds its own
 * copy (the other specs are unaffected). A `?siwx=required` page flag, written into this copy's main.tsx
 * with `withSiwx`, is how a host would switch on required mode in code.
 *
 * The copy is served by a host backend of the kind a production site runs: the built page, and on the same
 * origin `portkit/siwx-server` as the app's `services.authApi` (nonces, verification, the session cookie)
 * plus a route of the host's own that only a signed-in visitor may read. The devnet's own auth service
 * implements the same contract (tests/spec/05-validation/siwx-verification.test.ts).
 *
 * The same copy also sets `customRpcUrls` for devnet Alpha (a second rebuilt copy would cost a build of
 * its own): an RPC relay in this process in front of the devnet's anvil. The last test is a visitor whose
 * browser cannot reach the network's own RPC URL, as a production page's visitors cannot reach 127.0.0.1.
 * For the SIWX tests the relay is only a way to the same node.
 */
test.describe.configure({ mode: 'serial' })

let app: ServedApp
/** The host backend serving this copy: the page, its sign-in service and its protected route. */
let host: { url: string; close(): Promise<void> }
/** The app as the visitor reaches it: through the host backend. */
let site: ServedApp
/** The custom RPC URL of devnet Alpha in this copy's config. */
let customRpc: RpcRelay | undefined

const AUTH_PATH = '/api/auth'
/** The host's own route: the signed-in visitor's account, 401 without a valid session cookie. */
const PROTECTED_PATH = '/api/me'

/** The host's backend: `portkit/siwx-server` for sign-in, and one API route it protects with the session. */
async function startHostBackend(appDir: string, devnet: Devnet): Promise<void> {
  const clients = new Map(
    devnet.manifest.chains.map((chain) => [
      chain.chainId,
      createPublicClient({ transport: http(chain.rpcUrl) }),
    ]),
  )
  // Made once the server has its origin (the sign-in service accepts only that page's messages).
  const backend: { siwx?: SiwxServer } = {}
  host = await serveStatic(join(appDir, 'dist'), async (request, response) => {
    const { siwx } = backend
    if (!siwx) return false
    if (await siwx.handle(request, response)) return true
    if (new URL(request.url ?? '/', 'http://host.invalid').pathname !== PROTECTED_PATH) return false
    const session = await siwx.session(request)
    response.statusCode = session ? 200 : 401
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(session ? { account: session.data.accountAddress } : { error: 'sign in' }))
    return true
  })
  const origin = new URL(host.url).origin
  backend.siwx = createSiwxServer({
    secret: randomBytes(32).toString('hex'),
    origins: [origin],
    basePath: AUTH_PATH,
    clientFor: (chainId) => clients.get(chainId),
  })
  const configFile = join(appDir, 'portkit.config.ts')
  const config = await readFile(configFile, 'utf8')
  const withService = config.replace(
    "themeMode: 'dark',",
    `themeMode: 'dark',\n  services: { authApi: '${origin}${AUTH_PATH}' },`,
  )
  if (withService === config) throw new Error('the scaffolded config has no themeMode line')
  await writeFile(configFile, withService)
}

/** What the host's protected route answers the page (its cookies, as the browser sends them). */
function askProtectedRoute(page: Page): Promise<{ status: number; body: { account?: string } }> {
  return page.evaluate(async (path) => {
    const response = await fetch(path)
    return { status: response.status, body: (await response.json()) as { account?: string } }
  }, PROTECTED_PATH)
}

/** The host's edits: the plugin switched on by the CLI, its settings, and required mode behind a flag. */
async function enableSiwx(appDir: string): Promise<void> {
  await run('npx', ['portkit', 'add', 'siwx'], { cwd: appDir })
  const configFile = join(appDir, 'portkit.config.ts')
  const config = await readFile(configFile, 'utf8')
  const withSettings = config.replace(
    "themeMode: 'dark',",
    "themeMode: 'dark',\n  siwx: { statement: 'Sign in to Portkit App', expiresIn: 3600 },",
  )
  if (withSettings === config) throw new Error('the scaffolded config has no themeMode line')
  await writeFile(configFile, withSettings)
  const mainFile = join(appDir, 'src', 'main.tsx')
  const main = await readFile(mainFile, 'utf8')
  const withFlag = main
    .replace(
      "import './styles.css'",
      "import './styles.css'\nimport { withSiwx } from 'portkit/plugins/siwx'\n\nconst required = new URLSearchParams(location.search).get('siwx') === 'required'\nconst options = required ? withSiwx(portkitOptions, { required: true }) : portkitOptions",
    )
    .replace('<PortkitProvider options={portkitOptions}>', '<PortkitProvider options={options}>')
  if (!withFlag.includes('options={options}')) throw new Error('the scaffolded main.tsx has no provider line')
  await writeFile(mainFile, withFlag)
}

/** The host's edit for an RPC of its own: customRpcUrls in portkit.config.ts, tried before the network's. */
async function pointAtCustomRpc(appDir: string, devnet: Devnet): Promise<void> {
  const alpha = devnet.manifest.chains.find((chain) => chain.chainId === 31337)
  if (!alpha) throw new Error('the devnet has no chain 31337')
  customRpc = await rpcRelay(alpha.rpcUrl)
  const configFile = join(appDir, 'portkit.config.ts')
  const config = await readFile(configFile, 'utf8')
  const withRpc = config.replace(
    "themeMode: 'dark',",
    `themeMode: 'dark',\n  customRpcUrls: { 'eip155:31337': [{ url: '${customRpc.url}' }] },`,
  )
  if (withRpc === config) throw new Error('the scaffolded config has no themeMode line')
  await writeFile(configFile, withRpc)
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  app = await startServedApp({
    beforeBuild: async (appDir, devnet) => {
      await enableSiwx(appDir)
      await pointAtCustomRpc(appDir, devnet)
      await startHostBackend(appDir, devnet)
    },
  })
  site = { ...app, url: host.url }
  // `portkit build` names the plugin in its size table.
  expect(app.buildOutput).toMatch(/^plugin siwx +\d+\.\d KiB +\d+\.\d KiB$/m)
})

test.afterAll(async () => {
  await host?.close()
  await app?.stop()
  await customRpc?.close()
})

/** The host's sign-in service's active sessions of an account. */
async function listedSessions(
  address: string,
): Promise<{ data: { accountAddress: string; statement?: string } }[]> {
  const url = new URL(`${host.url.replace(/\/$/, '')}${AUTH_PATH}/v1/siwx/sessions`)
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
  const wallet = await connectTestWallet(page, site, 1)
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  expect((await askProtectedRoute(page)).status).toBe(401)
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

  // The host's own route now knows the visitor by the session cookie the sign-in set.
  expect(await askProtectedRoute(page)).toEqual({ status: 200, body: { account: wallet.address } })
  // A forged cookie (another session id, or this one with its signature altered) is refused.
  const [cookie] = await page.context().cookies(host.url)
  expect(cookie?.httpOnly).toBe(true)
  const [id, signature] = cookie!.value.split('.')
  for (const forged of [`${id}x.${signature}`, `${id}.${signature!.slice(1)}A`, id!]) {
    await page.context().addCookies([{ ...cookie!, value: forged }])
    expect((await askProtectedRoute(page)).status, forged).toBe(401)
  }
  await page.context().addCookies([cookie!])

  await page.reload()
  await expect(page.locator('button[data-status="connected"]')).toBeVisible()
  // The stored session stands: no new prompt, no new signature.
  await page.waitForTimeout(1_500)
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeHidden()
  expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(2)
  expect(await storedSessions(page)).toBe(1)
})

test('required mode: closing is blocked while unsigned, cancel disconnects', async ({ page }) => {
  const wallet = await connectTestWallet(page, { ...site, url: `${site.url}?siwx=required` }, 2)
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
  const wallet = await connectTestWallet(page, { ...site, url: `${site.url}?siwx=required` }, 3)
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn.getByRole('button', { name: 'Close' })).toBeDisabled()
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(signIn).toBeHidden()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(await listedSessions(wallet.address)).toHaveLength(1)
  expect((await askProtectedRoute(page)).status).toBe(200)

  // Disconnecting signs out: the service no longer lists the session (signOutOnDisconnect, the default).
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect.poll(() => listedSessions(wallet.address)).toEqual([])
  expect(await storedSessions(page)).toBe(0)
  expect((await askProtectedRoute(page)).status).toBe(401)
})

test('a WalletConnect wallet signs in through its session, and the host route knows the visitor', async ({
  page,
}) => {
  // Account 2 has no session: the required-mode test before cancelled its sign-in.
  const wallet = await connectWcWallet(page, site, 2, { signIn: true })
  try {
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(signIn).toBeHidden()
    const [request] = wallet.state.requests
    expect(request).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' })
    const [message, signer] = request!.params as [Hex, string]
    expect(signer.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(hexToString(message)).toContain(`${new URL(site.url).host} wants you to sign in`)

    expect(await listedSessions(wallet.address)).toHaveLength(1)
    expect(await askProtectedRoute(page)).toEqual({ status: 200, body: { account: wallet.address } })
    expect(wallet.state.problems).toEqual([])
  } finally {
    await wallet.close()
  }
})

test('the siwx build holds the plugin because the config enables it', async () => {
  const entry = await readFile(join(app.appDir, 'src/portkit/index.ts'), 'utf8')
  expect(entry).toContain("import siwxPlugin from 'portkit/plugins/siwx'")
  const config = await readFile(join(app.appDir, 'src/portkit/config.ts'), 'utf8')
  expect(config).toContain("statement: 'Sign in to Portkit App'")
})

test("customRpcUrls: a visitor who cannot reach the network's own RPC URL reads through the custom one", async ({
  page,
}) => {
  // The network's own URL in the build is the devnet's anvil (`--devnet`); this visitor cannot reach it.
  const own = new URL(app.devnet.manifest.chains.find((chain) => chain.chainId === 31337)!.rpcUrl)
  const toOwn: string[] = []
  await page.route(
    (url) => url.origin === own.origin,
    (route) => {
      toOwn.push(route.request().url())
      return route.abort('connectionrefused')
    },
  )
  const asked = customRpc!.methods().length
  const wallet = await connectTestWallet(page, site, 0)

  // The page's own code reads the token balance over RPC (useReadContract): the number the chain has.
  const token = app.devnet.manifest.tokens?.['eip155:31337']?.find((t) => t.symbol === 'PUSD')
  if (!token) throw new Error('the devnet has no PUSD')
  const held = await createPublicClient({ transport: http(own.href) }).readContract({
    address: token.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [wallet.address],
  })
  expect(held).toBeGreaterThan(0n)
  const host = page.getByRole('region', { name: "Your app's own actions" })
  await expect(host.getByLabel('Token balance', { exact: true })).toHaveText(`${held / 10n ** 18n} PUSD`)

  // It asked the custom URL, first and only: nothing went to the network's own URL.
  expect(customRpc!.methods().slice(asked)).toContain('eth_call')
  expect(toOwn).toEqual([])
})
