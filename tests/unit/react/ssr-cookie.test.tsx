import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createPortkit, type PortkitOptions } from '../../../runtime/create-portkit.ts'
import { ConnectButton, PortkitProvider, useAccount } from '../../../runtime/react/index.ts'
import {
  CONNECTION_COOKIE,
  cookieToInitialState,
  watchConnectionCookie,
  type PortkitInitialState,
} from '../../../runtime/services/connection-cookie.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Issue 16, `portkit/ssr`: the connection kept in a cookie, read from a request's Cookie header on the
 * server (Node's environment here: no window) and rendered before any wallet answers.
 */

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const WALLET = 'eip6963:dev.portkit.testwallet'

const cookieFor = (address: string, caipNetworkId = 'eip155:31338') =>
  `theme=dark; ${CONNECTION_COOKIE}=${encodeURIComponent(
    JSON.stringify({
      activeChain: 'eip155',
      connections: { eip155: { address, connectorId: WALLET, caipNetworkId } },
    }),
  )}; other=1`

const options = (): PortkitOptions => ({
  config: testConfig(),
  adapters: [() => scriptedAdapter().adapter],
  connectors: [],
  storage: memoryStorage(),
})

function Page() {
  const account = useAccount()
  return (
    <main>
      <ConnectButton />
      <p data-testid="address">{account.address ?? 'none'}</p>
      <p data-testid="status">{account.status}</p>
    </main>
  )
}

const serverRender = async (initialState: PortkitInitialState | undefined) => {
  // A request's render may wait on data: the renders below interleave as a server's requests do.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 10))
  return renderToString(
    <PortkitProvider options={options()} ssr initialState={initialState}>
      <Page />
    </PortkitProvider>,
  )
}

describe('cookieToInitialState', () => {
  it('reads the connection out of a Cookie header among other cookies', () => {
    expect(cookieToInitialState(cookieFor(ALICE))).toEqual({
      activeChain: 'eip155',
      connections: { eip155: { address: ALICE, connectorId: WALLET, caipNetworkId: 'eip155:31338' } },
    })
  })

  it('takes a missing, malformed or tampered cookie as no connection', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('theme=dark')).toBeUndefined()
    expect(cookieToInitialState(`${CONNECTION_COOKIE}=%7Bnot json`)).toBeUndefined()
    expect(cookieToInitialState(cookieFor('<img src=x onerror=alert(1)>'))).toBeUndefined()
    // A network of another namespace than the connection's.
    expect(cookieToInitialState(cookieFor(ALICE, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBeUndefined()
  })
})

describe('PortkitProvider with ssr and an initial state', () => {
  it("renders the cookie's account on the server, touching no window", async () => {
    expect(typeof window).toBe('undefined')
    const html = await serverRender(cookieToInitialState(cookieFor(ALICE)))
    expect(html).toContain(`<p data-testid="address">${ALICE}</p>`)
    expect(html).toContain('<p data-testid="status">connected</p>')
    expect(html).toContain('data-status="connected"')
    expect(await serverRender(undefined)).toContain('<p data-testid="address">none</p>')
  })

  it('keeps concurrent requests apart: each render shows only its own cookie', async () => {
    const cookies = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? ALICE : BOB))
    const pages = await Promise.all(
      cookies.map((address) => serverRender(cookieToInitialState(cookieFor(address)))),
    )
    pages.forEach((html, index) => {
      const own = cookies[index]!
      const other = own === ALICE ? BOB : ALICE
      expect(html).toContain(own)
      expect(html).not.toContain(other)
    })
  })
})

describe('the cookie in the browser', () => {
  const browser = () => ({ cookie: '' })

  it('is written once a connection settles and removed when it ends', async () => {
    const doc = browser()
    const { adapter } = scriptedAdapter()
    const portkit = createPortkit({ ...options(), adapters: [() => adapter] })
    const stop = watchConnectionCookie(portkit.state, doc)
    expect(doc.cookie).toBe(`${CONNECTION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
    await portkit.connection.connect(testConnector())
    expect(cookieToInitialState(doc.cookie.split(';')[0])).toEqual({
      activeChain: 'eip155',
      connections: {
        eip155: {
          address: '0x1111111111111111111111111111111111111111',
          connectorId: WALLET,
          caipNetworkId: 'eip155:31337',
        },
      },
    })
    expect(doc.cookie).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/)
    await portkit.connection.disconnect()
    expect(doc.cookie).toBe(`${CONNECTION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
    stop()
  })

  it('a cookie whose session the browser no longer stores is cleared at start, not shown on', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.connectionStatus('eip155')]: 'disconnected' })
    const portkit = createPortkit({
      ...options(),
      storage,
      ssr: { initialState: cookieToInitialState(cookieFor(ALICE)) },
    })
    expect(portkit.state.activeChainState.value?.address).toBe(ALICE)
    await portkit.connection.restore()
    expect(portkit.state.activeChainState.value?.status).toBe('disconnected')
    expect(portkit.state.activeChainState.value?.address).toBeUndefined()
  })
})
