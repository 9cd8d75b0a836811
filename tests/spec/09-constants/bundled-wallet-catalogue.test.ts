import { readFileSync } from 'node:fs'
import { signal } from '@preact/signals-core'
import { describe, expect, it } from 'vitest'
import { createCatalogueController } from '../../../runtime/controllers/catalogue.ts'
import { installedConnectorFor } from '../../../runtime/controllers/wallet-selection.ts'
import type { Connector, WalletEntry } from '../../../runtime/core/types.ts'
import type { CatalogueFile } from '../../../runtime/core/catalogue-file.ts'
import { safeImageUrl } from '../../../runtime/core/safe-image-url.ts'
import { walletsPage } from '../../../runtime/core/wallet-pages.ts'
import { devnetAlpha, solanaMainnet } from '../../../runtime/networks/index.ts'
import type { CatalogueSource } from '../../../runtime/services/catalogue.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { generatedWalletCatalogue } from '../../fixtures/generated-wallets.ts'

// Spec sections 7 and 9 without a catalogue service (issue 26): the modal reads Portkit's own catalogue
// (catalogue/wallets.json, a lazy chunk) with the same paging, search and filters as the service's.

const file = JSON.parse(
  readFileSync(new URL('../../../catalogue/wallets.json', import.meta.url), 'utf8'),
) as CatalogueFile

/** The bundled catalogue, loaded as the feature loads it, counting the loads. */
function bundled() {
  const loads = { count: 0 }
  const load = async (): Promise<CatalogueSource> => {
    loads.count++
    return (await import('../../../runtime/services/catalogue-local/local-catalogue.ts')).localCatalogue
  }
  return { load, loads }
}

function controller(
  overrides: Parameters<typeof testConfig>[0] = {},
  localCatalogue: () => Promise<CatalogueSource> = bundled().load,
) {
  return createCatalogueController({
    state: createState(testConfig(overrides)),
    catalogueApi: undefined,
    localCatalogue,
    recentWallets: { wallets: signal<WalletEntry[]>([]) },
  })
}

/** The 738 generated wallets as a bundled catalogue would serve them: enough to page and to cut at 20. */
function generatedSource(): { source: CatalogueSource; iconLoads: string[] } {
  const wallets = generatedWalletCatalogue().wallets.map(({ id, name, chains }) => ({ id, name, chains }))
  const iconLoads: string[] = []
  const source: CatalogueSource = {
    wallets: async (query) => walletsPage(wallets, query),
    icon: async (id) => {
      iconLoads.push(id)
      return `data:image/svg+xml,${encodeURIComponent(`<svg id="${id}"/>`)}`
    },
  }
  return { source, iconLoads }
}

const evmWallets = file.wallets.filter((wallet) => wallet.chains.some((chain) => chain.startsWith('eip155:')))

describe('spec 7 and 9: the bundled wallet catalogue (no services.catalogueApi)', () => {
  it('loads nothing until AllWallets opens, then the chunk once', async () => {
    const { load, loads } = bundled()
    const wallets = controller({}, load)
    expect(loads.count).toBe(0)
    await Promise.all([wallets.load(), wallets.load()])
    await wallets.search('a')
    expect(loads.count).toBe(1)
  })

  it('4 recommended, then a page of 40, in the catalogue’s order, only wallets of the config’s namespaces', async () => {
    // Devnet chains only (eip155:31337/31338): an EVM wallet serves them though it lists mainnets.
    const wallets = controller()
    await wallets.load()
    const expected = evmWallets.map((wallet) => wallet.id)
    expect(wallets.recommended.value.map((w) => w.id)).toEqual(expected.slice(0, 4))
    expect(wallets.wallets.value.map((w) => w.id)).toEqual(expected.slice(0, 44))
    expect(wallets.count.value).toBe(Math.max(0, expected.length - 4))
  })

  it('a Solana-only config lists only wallets with a Solana chain', async () => {
    const wallets = controller({ networks: [solanaMainnet], defaultNetwork: solanaMainnet.caipNetworkId })
    await wallets.load()
    const solana = file.wallets.filter((wallet) => wallet.chains.some((chain) => chain.startsWith('solana:')))
    expect(solana.length).toBeGreaterThan(0)
    expect(wallets.wallets.value.map((w) => w.id)).toEqual(solana.slice(0, 44).map((wallet) => wallet.id))
  })

  it('pages of 40 without repeats, and a search of 100, over a large catalogue', async () => {
    const { source } = generatedSource()
    const wallets = controller({}, async () => source)
    await wallets.load()
    expect(wallets.wallets.value).toHaveLength(44)
    await wallets.loadMore()
    await wallets.loadMore()
    expect(wallets.wallets.value).toHaveLength(124)
    expect(new Set(wallets.wallets.value.map((w) => w.id)).size).toBe(124)
    await wallets.search('a')
    expect(wallets.searchResults.value).toHaveLength(100)
  })

  it('searches names ignoring case and accents', async () => {
    const wallets = controller({ networks: [devnetAlpha, solanaMainnet] })
    const target = file.wallets[0]!
    const accented = target.name.toUpperCase().replace(/A/g, 'À').replace(/E/g, 'Ê').replace(/O/g, 'Ö')
    await wallets.search(accented)
    expect(wallets.searchResults.value.map((w) => w.id)).toContain(target.id)
    await wallets.search(` ${target.name.toLowerCase()} `)
    expect(wallets.searchResults.value.map((w) => w.id)).toContain(target.id)
    await wallets.search('no wallet is called this')
    expect(wallets.searchResults.value).toEqual([])
  })

  it('featured wallets first in the host’s order, include and exclude ids, custom wallets listed', async () => {
    const [first, second, third] = evmWallets
    const custom = { id: 'mine', name: 'My Wallet' }
    const featured = controller({
      featuredWalletIds: [second!.id, first!.id],
      excludeWalletIds: [third!.id],
      customWallets: [custom],
    })
    await featured.load()
    const ids = featured.wallets.value.map((w) => w.id)
    expect(ids.slice(0, 3)).toEqual([second!.id, first!.id, 'mine'])
    expect(ids).not.toContain(third!.id)
    expect(new Set(ids).size).toBe(ids.length)

    const included = controller({ includeWalletIds: [third!.id] })
    await included.load()
    expect(included.wallets.value.map((w) => w.id)).toEqual([third!.id])
  })

  it('a catalogue wallet is Installed when a browser wallet announces its rdns', async () => {
    const wallets = controller()
    await wallets.load()
    const withRdns = wallets.wallets.value.find((wallet) => wallet.rdns)!
    const announced = { id: 'announced', name: 'Other name', info: { rdns: withRdns.rdns } } as Connector
    expect(installedConnectorFor(withRdns, [announced])).toBe(announced)
    const other = { ...announced, info: { rdns: 'org.other.wallet' } } as Connector
    expect(installedConnectorFor(withRdns, [other])).toBeUndefined()
  })

  it('a wallet with several rdns in the file is Installed under any of them', async () => {
    const wallets = controller()
    await wallets.load()
    const renamed = wallets.wallets.value.find(
      (wallet): wallet is WalletEntry => 'other_rdns' in wallet && (wallet.other_rdns ?? []).length > 0,
    )!
    for (const rdns of [renamed.rdns, ...renamed.other_rdns!]) {
      const announced = { id: 'announced', name: 'Other name', info: { rdns } } as Connector
      expect(installedConnectorFor(renamed, [announced]), rdns).toBe(announced)
    }
  })

  it('icons are inline images the one safe-image rule accepts, loaded per wallet; the first 20 prefetched', async () => {
    const wallets = controller()
    await wallets.load()
    const wallet = wallets.wallets.value[0]!
    expect(wallets.imageUrl(wallet)).toBeUndefined()
    const icon = await wallets.loadIcon(wallet)
    expect(icon).toMatch(/^data:image\/(svg\+xml|png)[;,]/)
    expect(safeImageUrl(wallets.imageUrl(wallet), [undefined])).toBe(icon)
    expect(wallets.withIcon(wallet).image_url).toBe(icon)

    const { source, iconLoads } = generatedSource()
    const large = controller({}, async () => source)
    await large.load()
    expect(await large.prefetchImages(large.wallets.value)).toEqual(Array(20).fill(true))
    expect(iconLoads).toEqual(large.wallets.value.slice(0, 20).map((w) => w.id))
  })
})
