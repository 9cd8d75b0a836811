import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { createCatalogueController } from '../../../runtime/controllers/catalogue.ts'
import { signal } from '@preact/signals-core'
import { createCatalogueApiClient } from '../../../runtime/services/api/clients.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { testConfig } from '../../support/config.ts'
import { json, recordingServer } from '../../support/recording-server.ts'

const servers: { close(): Promise<void> }[] = []
afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())))

/** A catalogue of `total` wallets answering like the contract: page, entries, include, exclude, search. */
async function catalogue(total: number) {
  const all = Array.from({ length: total }, (_, i) => ({
    id: `w${i}`,
    name: `Wallet ${i}`,
    rdns: null,
    image_id: `img${i}`,
    chains: ['eip155:31337'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
  }))
  const server = await recordingServer((request, res) => {
    const { page = '1', entries = '40', include, exclude, search } = request.query
    const matching = all.filter(
      (w) =>
        (!include || include.split(',').includes(w.id)) &&
        !(exclude ?? '').split(',').includes(w.id) &&
        (!search || w.name.toLowerCase().includes(search.toLowerCase())),
    )
    const start = (Number(page) - 1) * Number(entries)
    json(res, 200, { data: matching.slice(start, start + Number(entries)), count: matching.length })
  })
  servers.push(server)
  return server
}

function controller(url: string, overrides = {}, recent: WalletEntry[] = []) {
  const state = createState(testConfig({ services: { catalogueApi: url }, ...overrides }))
  const client = createCatalogueApiClient({ baseUrl: url, projectId: 'p', sdkVersion: '0' })
  return createCatalogueController({
    state,
    catalogueApi: client,
    recentWallets: { wallets: signal(recent) },
  })
}

describe('spec 7 and 9: the wallet catalogue (GET /getWallets)', () => {
  it('opening twice at once (row click, then the view) loads once, and both callers see the list', async () => {
    const server = await catalogue(120)
    const wallets = controller(server.url)
    const seen: number[] = []
    await Promise.all([
      wallets.load().then(() => seen.push(wallets.wallets.value.length)),
      wallets.load().then(() => seen.push(wallets.wallets.value.length)),
    ])
    expect(seen).toEqual([44, 44])
    expect(server.requests).toHaveLength(2) // recommended + first page, once
    await wallets.load()
    expect(server.requests).toHaveLength(2)
  })

  it('4 recommended, then pages of 40 without repeating them', async () => {
    const server = await catalogue(120)
    const wallets = controller(server.url)
    await wallets.load()
    expect(wallets.recommended.value).toHaveLength(4)
    expect(wallets.wallets.value).toHaveLength(44)
    await wallets.loadMore()
    expect(wallets.wallets.value).toHaveLength(84)
    expect(new Set(wallets.wallets.value.map((w) => w.id)).size).toBe(84)
    expect(server.requests.map((r) => [r.query.page, r.query.entries])).toEqual([
      ['1', '4'],
      ['1', '40'],
      ['2', '40'],
    ])
    expect(server.requests[1]?.query.exclude).toBe('w0,w1,w2,w3')
  })

  it('search asks for 100 entries', async () => {
    const server = await catalogue(300)
    const wallets = controller(server.url)
    await wallets.search('Wallet 1')
    expect(server.requests[0]?.query).toMatchObject({ search: 'Wallet 1', entries: '100', page: '1' })
    expect(wallets.searchResults.value).toHaveLength(100)
  })

  it('featured, include and exclude ids from the config; custom and recent wallets are listed first', async () => {
    const server = await catalogue(50)
    const recent = { id: 'w9', name: 'Wallet 9' }
    const custom = { id: 'mine', name: 'My Wallet', image_url: 'https://elsewhere.example/icon.png' }
    const wallets = controller(
      server.url,
      { featuredWalletIds: ['w7', 'w5'], excludeWalletIds: ['w0'], customWallets: [custom] },
      [recent],
    )
    await wallets.load()
    expect(wallets.wallets.value.slice(0, 4).map((w) => w.id)).toEqual(['w9', 'w7', 'w5', 'mine'])
    expect(wallets.wallets.value.some((w) => w.id === 'w0')).toBe(false)
    expect(server.requests[0]?.query).toMatchObject({ include: 'w7,w5' })
    // A custom wallet's image is the host's choice; any other image comes from the configured catalogue.
    expect(wallets.imageUrl(custom)).toBe('https://elsewhere.example/icon.png')
    expect(wallets.imageUrl({ ...custom, image_url: 'https://tracker.example/pixel.png' })).toBeUndefined()
    expect(wallets.imageUrl({ id: 'w2', name: 'Wallet 2', image_url: 'javascript:alert(1)' })).toBeUndefined()
    expect(wallets.imageUrl({ id: 'w1', name: 'Wallet 1', image_id: 'img1' })).toMatch(
      new RegExp(`^${server.url}/getWalletImage/img1\\?`),
    )
  })

  it('nothing is asked before AllWallets loads', async () => {
    const server = await catalogue(10)
    controller(server.url)
    expect(server.requests).toEqual([])
  })

  it('images of the first 20 are prefetched; a preload gives up after 2 s', async () => {
    const server = await catalogue(60)
    const wallets = controller(server.url)
    await wallets.load()
    const started: string[] = []
    // An image that never answers: only the 2 s give-up ends its preload.
    class SilentImage {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(url: string) {
        started.push(url)
      }
    }
    vi.stubGlobal('Image', SilentImage)
    vi.useFakeTimers()
    try {
      const done = wallets.prefetchImages(wallets.wallets.value)
      expect(started).toHaveLength(20)
      expect(started[0]).toContain('/getWalletImage/img0')
      await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
      let settled = false
      void done.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await done).toEqual(Array(20).fill(false))
    } finally {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })
})
