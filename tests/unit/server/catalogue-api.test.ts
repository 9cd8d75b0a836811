import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_WALLET_RDNS } from '../../../devnet/index.ts'
import { startCatalogueApi } from '../../../server/catalogue-api/catalogue-api-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { contractClient, reasonNames } from './contract-client.ts'
import { generatedWalletCatalogue } from '../../fixtures/generated-wallets.ts'

interface Wallet {
  id: string
  name: string
  rdns: string | null
  image_id: string
  chains: string[]
}
interface WalletsPage {
  data: Wallet[]
  count: number
}

/** Reads an 8-bit RGBA PNG whose scanlines are unfiltered (what the devnet draws); throws on anything else. */
function decodePng(bytes: Uint8Array) {
  const data = Buffer.from(bytes)
  expect(data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  const idat: Buffer[] = []
  let [width, height] = [0, 0]
  for (let at = 8; at < data.length;) {
    const length = data.readUInt32BE(at)
    const type = data.toString('ascii', at + 4, at + 8)
    const body = data.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      ;[width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)]
      expect([...body.subarray(8, 10)]).toEqual([8, 6])
    }
    if (type === 'IDAT') idat.push(body)
    at += 12 + length
  }
  const rows = inflateSync(Buffer.concat(idat))
  const stride = width * 4 + 1
  return {
    width,
    height,
    alpha(x: number, y: number) {
      expect(rows[y * stride]).toBe(0)
      return rows[y * stride + 1 + x * 4 + 3]
    },
  }
}

let server: RunningServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  // The 738 generated wallets: enough for every page and filter below.
  server = await startCatalogueApi(generatedWalletCatalogue())
  call = contractClient(server.url, 'catalogue-api')
})
afterAll(() => server?.close())

const wallets = async (query: Record<string, string | number> = {}): Promise<WalletsPage> => {
  const read = await call('GET', '/getWallets', { query })
  expect(read.status).toBe(200)
  return read.body as WalletsPage
}

/** Every wallet, one large page. */
const everything = () => wallets({ entries: 5000 })

describe('catalogue API: wallets', () => {
  it('holds at least 700 distinct wallets, the test wallet among them', async () => {
    const { data, count } = await everything()
    expect(count).toBeGreaterThanOrEqual(700)
    expect(data).toHaveLength(count)
    expect(new Set(data.map((wallet) => wallet.id)).size).toBe(count)
    expect(new Set(data.map((wallet) => wallet.name)).size).toBe(count)
    expect(data.filter((wallet) => wallet.rdns === TEST_WALLET_RDNS)).toHaveLength(1)
  })

  it('is the same catalogue in the same order on every call', async () => {
    expect((await everything()).data).toEqual((await everything()).data)
  })

  it('pages with page and entries (40 a page by default), count staying the total', async () => {
    const { data: all, count } = await everything()
    const first = await wallets()
    expect(first.data).toEqual(all.slice(0, 40))
    const third = await wallets({ page: 3, entries: 25 })
    expect(third).toEqual({ data: all.slice(50, 75), count })
    const past = await wallets({ page: 1000, entries: 40 })
    expect(past).toEqual({ data: [], count })
  })

  it('searches names case-insensitively and counts only matches', async () => {
    const found = await wallets({ search: 'VAULT', entries: 100 })
    expect(found.count).toBeGreaterThan(0)
    expect(found.data.every((wallet) => wallet.name.toLowerCase().includes('vault'))).toBe(true)
    expect(found.count).toBe((await everything()).data.filter((w) => /vault/i.test(w.name)).length)
    expect(await wallets({ search: 'no wallet is called this' })).toEqual({ data: [], count: 0 })
  })

  it('keeps only included ids and drops excluded ones', async () => {
    const { data: all, count } = await everything()
    const picked = [all[5]!.id, all[600]!.id, all[42]!.id]
    const included = await wallets({ include: picked.join(',') })
    expect(included.count).toBe(3)
    expect(new Set(included.data.map((wallet) => wallet.id))).toEqual(new Set(picked))
    const excluded = await wallets({ exclude: picked.join(','), entries: 5000 })
    expect(excluded.count).toBe(count - 3)
    expect(excluded.data.some((wallet) => picked.includes(wallet.id))).toBe(false)
  })

  it('filters by chains and by badge', async () => {
    const { data: all } = await everything()
    const solana = await wallets({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: 5000 })
    expect(solana.count).toBeGreaterThan(0)
    expect(solana.count).toBeLessThan(all.length)
    expect(
      solana.data.every((wallet) => wallet.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
    ).toBe(true)
    const either = await wallets({
      chains: 'eip155:31337,polkadot:91b171bb158e2d3848fa23a9f1c25182',
      entries: 5000,
    })
    // A chain stands for its namespace: a wallet of Ethereum mainnet is one of the devnet's EVM chains too.
    expect(
      either.data.every((w) => w.chains.some((c) => c.startsWith('eip155:') || c.startsWith('polkadot:'))),
    ).toBe(true)
    expect(either.count).toBe(
      all.filter((w) => w.chains.some((c) => c.startsWith('eip155:') || c.startsWith('polkadot:'))).length,
    )

    const certified = await wallets({ badge_type: 'certified', entries: 5000 })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.count).toBeLessThan(all.length)
    expect(certified.data.map((wallet) => wallet.rdns)).toContain(TEST_WALLET_RDNS)
    expect((await wallets({ badge_type: 'none', entries: 5000 })).count).toBe(all.length - certified.count)
  })

  it('refuses pages, sizes and chain ids that break the contract with a 400 naming them', async () => {
    const refused = async (query: Record<string, string | number>) =>
      reasonNames(await call('GET', '/getWallets', { query }))
    expect(await refused({ page: 0 })).toEqual(['page'])
    expect(await refused({ entries: 'many' })).toEqual(['entries'])
    expect(await refused({ chains: 'eip155' })).toEqual(['chains'])
  })

  it('answers the analytics switch', async () => {
    expect((await call('GET', '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
  })
})

describe('catalogue API: images', () => {
  it('serves each wallet icon as a PNG image by its image_id, and 404 for an unknown id', async () => {
    const { data } = await wallets({ entries: 3 })
    const icons = await Promise.all(
      data.map((wallet) => call('GET', '/getWalletImage/{id}', { path: { id: wallet.image_id } })),
    )
    for (const icon of icons) {
      expect(icon.status).toBe(200)
      expect(icon.contentType).toBe('image/png')
      const png = decodePng(icon.body as Uint8Array)
      expect([png.width, png.height]).toEqual([64, 64])
      // Corners transparent (a rounded square), centre opaque.
      expect([png.alpha(0, 0), png.alpha(32, 32)]).toEqual([0, 255])
    }
    expect(new Set(icons.map((icon) => Buffer.from(icon.body as Uint8Array).toString('hex'))).size).toBe(3)
    const unknown = await call('GET', '/getWalletImage/{id}', { path: { id: 'no-such-image' } })
    expect([unknown.status, reasonNames(unknown)]).toEqual([404, ['id']])
  })

  it('draws asset, currency and token images for any id, the same each time', async () => {
    for (const template of [
      '/public/getAssetImage/{id}',
      '/public/getCurrencyImage/{id}',
      '/public/getTokenImage/{id}',
    ]) {
      const first = await call('GET', template, { path: { id: 'PUSD' } })
      expect([first.status, first.contentType]).toEqual([200, 'image/svg+xml'])
      expect((await call('GET', template, { path: { id: 'PUSD' } })).body).toEqual(first.body)
      const bad = await call('GET', template, { path: { id: '<script>' } })
      expect([bad.status, reasonNames(bad)]).toEqual([400, ['id']])
    }
  })

  it('answers HEAD with the image content type and no body', async () => {
    const response = await fetch(`${server.url}/public/getTokenImage/ETH?projectId=p&st=portkit&sv=1`, {
      method: 'HEAD',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect((await response.arrayBuffer()).byteLength).toBe(0)
  })
})
