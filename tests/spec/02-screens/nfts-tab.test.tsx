// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { AccountView } from '../../../runtime/ui/views/account-view.tsx'
import { testConfig } from '../../support/config.ts'
import tokensFeature from '../../../runtime/features/tokens/index.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer, type RecordedRequest } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// Spec section 2 (Account tabs: NFTs) and issue 29 item 11: the NFTs tab lists the account's NFTs from the
// data API with name and preview image, asks for them only once the tab shows, and says when it is loading,
// empty or failed. Images follow the one safe-image rule; names are text.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const SVG = 'data:image/svg+xml;base64,PHN2Zy8+'
const nft = (name: string, extra: Record<string, unknown> = {}) => ({
  chainId: 'eip155:31337',
  collection: {
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    name: 'Portkit Devnet Cats',
  },
  tokenId: '1',
  standard: 'erc721',
  name,
  imageUrl: SVG,
  amount: '1',
  ...extra,
})

let root: Root | undefined
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  await new Promise((done) => setTimeout(done, 50))
  for (const close of closers.splice(0).reverse()) await close()
})

/** The data API: `nfts` answers the NFTs requests (one answer per call, the last one repeated). */
async function dataApi(nfts: ((res: ServerResponse) => void)[]) {
  let calls = 0
  const server = await recordingServer((request: RecordedRequest, res) => {
    res.setHeader('access-control-allow-origin', '*')
    // happy-dom's fetch applies CORS: its preflights are answered, not counted.
    if (request.method === 'OPTIONS') {
      res.setHeader('access-control-allow-headers', '*')
      return void res.end()
    }
    if (request.path.endsWith('/nfts')) return nfts[Math.min(calls++, nfts.length - 1)]!(res)
    if (request.path.startsWith('/v1/identity/')) return json(res, 200, { name: null, avatar: null })
    json(res, 200, {})
  })
  closers.push(server.close)
  return {
    ...server,
    nftRequests: () =>
      server.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/nfts')),
  }
}

async function accountView(url: string) {
  const { adapter } = scriptedAdapter()
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({ services: { dataApi: url } }),
    adapters: [() => adapter],
    connectors: [() => source],
    // Tokens alone: the feature that brings the NFTs tab.
    plugins: [tokensFeature],
    storage: memoryStorage(),
  })
  await portkit.start()
  closers.push(async () => portkit.stop())
  await portkit.connection.connect(connector)
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<AccountView portkit={portkit} />))
  await settle()
  return container
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 30)))
async function waitFor<T>(read: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read()
    if (value) return value
    await settle()
  }
  throw new Error('timed out')
}
const tab = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (button) => button.textContent === name,
  )!
const openNfts = (container: HTMLElement) => act(async () => tab(container, 'NFTs').click())

describe('spec 2: the NFTs tab', () => {
  it('asks the data API only once the tab shows, then lists each NFT with its name, collection and image', async () => {
    const api = await dataApi([
      (res) =>
        json(res, 200, {
          nfts: [
            nft('Devnet Cat #1'),
            nft('Early Visitor Badge', { standard: 'erc1155', amount: '3', tokenId: '1' }),
          ],
        }),
    ])
    const container = await accountView(api.url)
    expect(api.nftRequests()).toEqual([])
    await openNfts(container)
    const list = await waitFor(() => container.querySelector('ul[aria-label="NFTs"]'))
    expect(api.nftRequests().map((request) => [request.path, request.query.chainId])).toEqual([
      [`/v1/account/${ACCOUNT}/nfts`, 'eip155:31337'],
    ])
    const cards = [...list.querySelectorAll('[data-testid="nft"]')]
    expect(cards.map((card) => card.textContent)).toEqual([
      'Devnet Cat #1Portkit Devnet Cats',
      'Early Visitor BadgePortkit Devnet Cats · ×3',
    ])
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual([SVG, SVG])
  })

  it('shows a loading state while the list is on its way', async () => {
    let answer: (() => void) | undefined
    const api = await dataApi([(res) => (answer = () => json(res, 200, { nfts: [] }))])
    const container = await accountView(api.url)
    await openNfts(container)
    const spinner = await waitFor(() => container.querySelector('[role="progressbar"]'))
    expect(spinner.getAttribute('aria-label')).toBe('Loading NFTs')
    await waitFor(() => answer)
    answer!()
    const empty = await waitFor(() => container.querySelector('#pk-tab-panel p.muted'))
    expect(empty.textContent).toBe('No NFTs yet')
  })

  it('says the list failed, rather than that there are none, and tries again on request', async () => {
    const api = await dataApi([
      (res) => json(res, 502, { status: 'error', reasons: [{ name: 'upstream', description: 'down' }] }),
      (res) => json(res, 200, { nfts: [nft('Devnet Cat #2')] }),
    ])
    const container = await accountView(api.url)
    await openNfts(container)
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toContain('NFTs could not be loaded')
    await act(async () => alert.querySelector('button')!.click())
    const card = await waitFor(() => container.querySelector('[data-testid="nft"]'))
    expect(card.textContent).toContain('Devnet Cat #2')
    expect(api.nftRequests()).toHaveLength(2)
  })

  it('drops images outside the safe-image rule and shows names as inert text', async () => {
    const markup = '<img src=x onerror="window.pwned=1">'
    const api = await dataApi([
      (res) =>
        json(res, 200, {
          nfts: [
            nft(markup, { imageUrl: 'javascript:alert(1)' }),
            nft('Plain http', { tokenId: '2', imageUrl: 'http://tracker.example/1.png' }),
            nft('On IPFS', { tokenId: '3', imageUrl: 'ipfs://bafyCID/3.png' }),
          ],
        }),
    ])
    const container = await accountView(api.url)
    await openNfts(container)
    const cards = await waitFor(() => {
      const found = [...container.querySelectorAll('[data-testid="nft"]')]
      return found.length === 3 ? found : undefined
    })
    expect(cards[0]!.querySelector('.nft-name')!.textContent).toBe(markup)
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src') ?? null)).toEqual([
      null,
      null,
      'https://ipfs.io/ipfs/bafyCID/3.png',
    ])
  })
})
