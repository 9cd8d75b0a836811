import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetWalletCatalogue, TEST_WALLET_RDNS } from '../../../devnet/catalogue/wallet-catalogue.ts'
import { startCatalogueApi } from '../../../server/catalogue-api/catalogue-api-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { localCatalogue } from '../../../runtime/services/catalogue-local/local-catalogue.ts'
import type { CatalogueFile } from '../../../runtime/core/catalogue-file.ts'
import { contractClient } from './contract-client.ts'

// Issue 26: the catalogue service serves the same dataset a modal without one bundles (catalogue/wallets.json);
// the devnet's puts its own test wallet first; the generated wallets are a test fixture.

const CATALOGUE = new URL('../../../catalogue/', import.meta.url)
const file = JSON.parse(readFileSync(new URL('wallets.json', CATALOGUE), 'utf8')) as CatalogueFile

let server: RunningServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  server = await startCatalogueApi()
  call = contractClient(server.url, 'catalogue-api')
})
afterAll(() => server?.close())

interface Listed {
  id: string
  name: string
  rdns: string | null
  mobile_link: string | null
  homepage?: string
  stores?: Record<string, string>
}

async function everything(query: Record<string, string | number> = {}) {
  const read = await call('GET', '/getWallets', { query: { entries: 5000, ...query } })
  expect(read.status).toBe(200)
  return read.body as { data: Listed[]; count: number }
}

describe("catalogue API: Portkit's own catalogue", () => {
  it('lists every wallet of catalogue/wallets.json in its order, as the bundled catalogue does', async () => {
    const { data, count } = await everything()
    expect(data.map((wallet) => wallet.id)).toEqual(file.wallets.map((wallet) => wallet.id))
    expect(count).toBe(file.wallets.length)
    const bundled = await localCatalogue.wallets({ page: 1, entries: 5000 })
    for (const wallet of bundled.wallets) {
      const served = data.find((entry) => entry.id === wallet.id)
      expect(served).toMatchObject({
        name: wallet.name,
        rdns: wallet.rdns ?? null,
        mobile_link: wallet.mobile_link ?? null,
        ...(wallet.homepage ? { homepage: wallet.homepage } : {}),
        ...(wallet.stores ? { stores: wallet.stores } : {}),
      })
    }
  })

  it('searches ignoring case and accents, like the bundled catalogue', async () => {
    const name = file.wallets[0]!.name
    const shouted = name.toUpperCase().replace(/A/g, 'Á').replace(/E/g, 'É')
    const served = await everything({ search: shouted })
    const bundled = await localCatalogue.wallets({ page: 1, entries: 5000, search: shouted })
    expect(served.data.map((wallet) => wallet.id)).toContain(file.wallets[0]!.id)
    expect(served.data.map((wallet) => wallet.id)).toEqual(bundled.wallets.map((wallet) => wallet.id))
  })

  it("serves each wallet's icon file by its image id", async () => {
    const withIcon = file.wallets.find((wallet) => wallet.icon)!
    const icon = await call('GET', '/getWalletImage/{id}', { path: { id: withIcon.id } })
    expect(icon.status).toBe(200)
    expect(icon.contentType).toBe(withIcon.icon!.endsWith('.svg') ? 'image/svg+xml' : 'image/png')
    const bytes = readFileSync(new URL(withIcon.icon!, CATALOGUE))
    const body = icon.body as Uint8Array | string
    expect(typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)).toEqual(bytes)
  })
})

describe("the devnet's catalogue", () => {
  it('lists the test wallet first, then the same wallets, and serves both kinds of icon', async () => {
    const devnet = await startCatalogueApi(devnetWalletCatalogue())
    try {
      const devnetCall = contractClient(devnet.url, 'catalogue-api')
      const read = await devnetCall('GET', '/getWallets', { query: { entries: 5000 } })
      const { data } = read.body as { data: Listed[] }
      expect(data[0]?.rdns).toBe(TEST_WALLET_RDNS)
      expect(data.slice(1).map((wallet) => wallet.id)).toEqual(file.wallets.map((wallet) => wallet.id))
      for (const id of [data[0]!.id, file.wallets.find((wallet) => wallet.icon)!.id]) {
        expect((await devnetCall('GET', '/getWalletImage/{id}', { path: { id } })).status).toBe(200)
      }
    } finally {
      await devnet.close()
    }
  })
})
