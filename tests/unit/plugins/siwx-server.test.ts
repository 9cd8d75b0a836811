import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { createDefaultSiwx } from '../../../plugins/siwx/index.ts'
import { createSiwxServer, type SiwxServer } from '../../../plugins/siwx/server/index.ts'
import { createAuthApiClient } from '../../../runtime/services/api/clients.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

// Issue 12: `portkit/siwx-server` lets a host backend issue nonces, verify sign-ins and set a session
// cookie, so its own API routes accept the session cookie and refuse a forged one. The plugin's default
// storage talks to it as its `authApi` service (the same contract as the devnet's auth service).

const account = privateKeyToAccount(testAccounts(1)[0]!.privateKey)
const SECRET = 'a-test-secret-of-at-least-32-characters!'
const TLS_ORIGIN = 'https://shop.example'

let anvil: AnvilNode
let client: PublicClient
let siwx: SiwxServer
/** The same backend for https pages (TLS ends in front of it), under /tls/auth. */
let tls: SiwxServer
let server: Server
let base: string
let origin: string

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  server = createServer((request, response) => {
    void (async () => {
      if (await siwx.handle(request, response)) return
      if (await tls.handle(request, response)) return
      // The host's own protected route.
      if (request.url === '/api/orders') {
        const session = await siwx.session(request)
        response.statusCode = session ? 200 : 401
        response.end(JSON.stringify(session ? { orders: [], account: session.data.accountAddress } : {}))
        return
      }
      response.statusCode = 404
      response.end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  base = `http://127.0.0.1:${port}`
  // The page and its backend share the origin, as a host's app and its API routes do.
  origin = base
  siwx = createSiwxServer({
    secret: SECRET,
    origins: [origin],
    basePath: '/api/auth',
    clientFor: (chainId) => (chainId === 31337 ? client : undefined),
  })
  tls = createSiwxServer({
    secret: SECRET,
    origins: [TLS_ORIGIN],
    basePath: '/tls/auth',
    clientFor: (chainId) => (chainId === 31337 ? client : undefined),
  })
}, 60_000)

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await anvil?.stop()
})

/** The browser's side: the default storage with a fetch that sends the page's Origin and keeps cookies. */
function browser() {
  let cookie = ''
  const fetchWithOrigin: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    headers.set('Origin', origin)
    if (cookie) headers.set('Cookie', cookie)
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : await request.text(),
    })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return response
  }
  const api = createAuthApiClient({
    baseUrl: `${base}/api/auth`,
    projectId: 'shop',
    sdkVersion: 'test',
    fetch: fetchWithOrigin,
  })
  const storage = memoryStorage()
  const defaults = createDefaultSiwx({
    storage,
    authApi: async () => api,
    settings: { expiresIn: 3600, resources: [], statement: 'Sign in to the shop' },
    page: () => ({ host: new URL(origin).host, href: `${origin}/shop` }),
  })
  return { defaults, storage, cookie: () => cookie }
}

async function signIn(defaults: ReturnType<typeof browser>['defaults']) {
  const message = await defaults.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' })
  const text = message.toString()
  const { toString: _text, ...data } = message
  await defaults.addSession({ data, message: text, signature: await account.signMessage({ message: text }) })
}

const orders = (cookie: string) =>
  fetch(`${base}/api/orders`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.status)

describe('portkit/siwx-server with the default storage', () => {
  it('signs in through the host backend, keeps the session in Portkit storage, and the cookie opens its route', async () => {
    const { defaults, storage, cookie } = browser()
    expect(await orders('')).toBe(401)
    await signIn(defaults)
    expect(cookie()).toMatch(/^portkit_siwx=[0-9a-f]+\.[\w-]+$/)
    expect(await orders(cookie())).toBe(200)
    // Kept in Portkit's storage, with the service's id and token, listed for the account.
    expect(storage.data.get('@portkit/siwx-sessions')).toHaveLength(1)
    const sessions = await defaults.getSessions('eip155:31337', account.address.toLowerCase())
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.data.statement).toBe('Sign in to the shop')
  })

  it('refuses a forged cookie: an unsigned id, a changed id, another secret', async () => {
    const { defaults, cookie } = browser()
    await signIn(defaults)
    const [id, mac] = cookie().slice('portkit_siwx='.length).split('.')
    expect(await orders(`portkit_siwx=${id}`)).toBe(401)
    expect(await orders(`portkit_siwx=${id!.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}.${mac}`)).toBe(401)
    const other = createSiwxServer({
      secret: 'another-secret-of-at-least-32-characters',
      origins: [origin],
      clientFor: () => client,
    })
    const forged = other.sessionCookie({ id: id!, data: { expirationTime: undefined } } as never, false)
    expect(await orders(forged.split(';')[0]!)).toBe(401)
  })

  it('revoking the sessions (sign out) makes the cookie useless', async () => {
    const { defaults, cookie } = browser()
    await signIn(defaults)
    const before = cookie()
    expect(await orders(before)).toBe(200)
    await defaults.revokeSession('eip155:31337', account.address)
    expect(await orders(before)).toBe(401)
    expect(await defaults.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it('refuses sign-ins from a page it does not serve', async () => {
    const response = await fetch(`${base}/api/auth/v1/siwx/nonce?projectId=shop&st=portkit&sv=1`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })
})

/**
 * One sign-in as a browser on `pageOrigin` makes it against the backend at `authPath`, sending `cookie`
 * (the one it holds): the `Set-Cookie` header it gets back.
 */
async function setCookieOfSignIn(authPath: string, pageOrigin: string, cookie = ''): Promise<string> {
  const headers = {
    Origin: pageOrigin,
    'Content-Type': 'application/json',
    ...(cookie ? { Cookie: cookie } : {}),
  }
  const issued = await fetch(`${base}${authPath}/v1/siwx/nonce`, { method: 'POST', headers })
  const { nonce } = (await issued.json()) as { nonce: string }
  const message = createSiweMessage({
    address: account.address,
    chainId: 31337,
    domain: new URL(pageOrigin).host,
    uri: `${pageOrigin}/`,
    version: '1',
    nonce,
  })
  const signature = await account.signMessage({ message })
  const created = await fetch(`${base}${authPath}/v1/siwx/sessions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message, signature }),
  })
  expect(created.status).toBe(200)
  return created.headers.get('set-cookie') ?? ''
}

const attributes = (setCookie: string) =>
  setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim())
const cookieId = (setCookie: string) => /^portkit_siwx=([^.;]+)\./.exec(setCookie)?.[1]

describe('the session cookie (issue 30 item 6)', () => {
  it('is HttpOnly, SameSite=Lax and Path=/, not Secure for http pages, Secure for https pages', async () => {
    const plain = await setCookieOfSignIn('/api/auth', origin)
    expect(attributes(plain)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']))
    expect(attributes(plain)).not.toContain('Secure')
    const secure = await setCookieOfSignIn('/tls/auth', TLS_ORIGIN)
    expect(attributes(secure)).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']),
    )
  })

  it('gets a new session id at every sign-in, whatever cookie the browser sent', async () => {
    const first = await setCookieOfSignIn('/api/auth', origin)
    const held = first.split(';')[0]!
    const second = await setCookieOfSignIn('/api/auth', origin, held)
    expect(cookieId(first)).toMatch(/^[0-9a-f]{32}$/)
    expect(cookieId(second)).toMatch(/^[0-9a-f]{32}$/)
    expect(cookieId(second)).not.toBe(cookieId(first))
  })
})

describe('the default storage keeps sessions until their expirationTime', () => {
  it('drops an expired session from Portkit storage', async () => {
    let now = new Date('2026-11-20T10:00:00.000Z')
    const storage = memoryStorage()
    const defaults = createDefaultSiwx({
      storage,
      authApi: () => Promise.reject(new Error('not called')),
      settings: { expiresIn: 60, resources: [] },
      now: () => now,
    })
    const data = {
      accountAddress: account.address,
      chainId: 'eip155:31337',
      nonce: 'abcdef0123456789',
      domain: 'shop.example',
      uri: 'https://shop.example/',
      version: '1',
      expirationTime: '2026-11-20T10:01:00.000Z',
    }
    await defaults.setSessions([{ data, message: 'm', signature: '0x00' }])
    expect(await defaults.getSessions('eip155:31337', account.address)).toHaveLength(1)
    now = new Date('2026-11-20T10:01:00.000Z')
    expect(await defaults.getSessions('eip155:31337', account.address)).toEqual([])
    expect(storage.data.get('@portkit/siwx-sessions')).toEqual([])
  })
})
