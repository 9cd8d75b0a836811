import { computed, signal } from '@preact/signals-core'
import { IMAGE_PRELOAD_TIMEOUT_MS, WALLET_PAGES } from '../core/constants.ts'
import type { CatalogueApiClient } from '../services/api/clients.ts'
import { fetchWallets, preloadImage } from '../services/catalogue.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { RecentWallets } from './recent-wallets.ts'
import type { WalletEntry } from '../core/types.ts'
import { walletEntryImageUrl } from './wallet-image.ts'

interface Deps {
  state: PortkitState
  catalogueApi: CatalogueApiClient | undefined
  recentWallets: Pick<RecentWallets, 'wallets'>
}

/** Catalogue entries come with `null` for missing links; the runtime's WalletEntry leaves them out. */
function toEntry(wallet: {
  id: string
  name: string
  rdns: string | null
  image_id: string
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
}): WalletEntry {
  const entry: WalletEntry = {
    id: wallet.id,
    name: wallet.name,
    image_id: wallet.image_id,
    chains: wallet.chains,
  }
  if (wallet.rdns) entry.rdns = wallet.rdns
  if (wallet.mobile_link) entry.mobile_link = wallet.mobile_link
  if (wallet.desktop_link) entry.desktop_link = wallet.desktop_link
  if (wallet.webapp_link) entry.webapp_link = wallet.webapp_link
  return entry
}

/**
 * The AllWallets catalogue (spec sections 7 and 9): featured wallets, 4 recommended, then pages of 40,
 * and searches of 100. Include and exclude ids come from the config; recent wallets go on top.
 */
export function createCatalogueController({ state, catalogueApi, recentWallets }: Deps) {
  const { config } = state
  const featured = signal<WalletEntry[]>([])
  const recommended = signal<WalletEntry[]>([])
  const pages = signal<WalletEntry[]>([])
  const count = signal(0)
  const page = signal(0)
  const loading = signal(false)
  const error = signal<string | undefined>(undefined)
  const searchText = signal('')
  const searchResults = signal<WalletEntry[]>([])
  let searchRun = 0
  const chains = () => config.networks.map((network) => network.caipNetworkId)
  const include = config.includeWalletIds
  const seenIds = () => new Set([...featured.value, ...recommended.value].map((wallet) => wallet.id))

  /** Recent, featured, custom, recommended, then the pages; each wallet once. */
  const wallets = computed(() => {
    const all = [
      ...recentWallets.wallets.value,
      ...featured.value,
      ...config.customWallets,
      ...recommended.value,
      ...pages.value,
    ]
    const seen = new Set<string>()
    return all.filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id))
  })
  // Pages exclude the featured and recommended wallets, so `count` is what the pages can hold.
  const loaded = computed(() => page.value > 0)
  const hasMore = computed(() => page.value === 0 || pages.value.length < count.value)

  async function guarded<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (!catalogueApi) return undefined
    try {
      error.value = undefined
      return await work()
    } catch (cause) {
      error.value = (cause as Error).message
      return undefined
    }
  }

  /** The next page of 40, leaving out the wallets already shown. */
  async function loadMore(): Promise<void> {
    if (loading.value || (page.value > 0 && !hasMore.value)) return
    loading.value = true
    const next = page.value + 1
    await guarded(async () => {
      const result = await fetchWallets(catalogueApi as CatalogueApiClient, {
        page: next,
        entries: WALLET_PAGES.perPage,
        include,
        exclude: [...config.excludeWalletIds, ...seenIds()],
        chains: chains(),
      })
      pages.value = [...pages.value, ...result.wallets.map(toEntry)]
      count.value = result.count
      page.value = next
    })
    loading.value = false
  }

  const imageUrl = (wallet: WalletEntry) => walletEntryImageUrl(config, wallet)

  let firstLoad: Promise<void> | undefined

  async function loadFirst(): Promise<void> {
    loading.value = true
    await guarded(async () => {
      const client = catalogueApi as CatalogueApiClient
      const exclude = config.excludeWalletIds
      const [featuredPage, recommendedPage] = await Promise.all([
        config.featuredWalletIds.length
          ? fetchWallets(client, {
              page: 1,
              entries: config.featuredWalletIds.length,
              include: config.featuredWalletIds,
              exclude,
              chains: chains(),
            })
          : Promise.resolve({ wallets: [], count: 0 }),
        fetchWallets(client, {
          page: 1,
          entries: WALLET_PAGES.recommended,
          include,
          exclude: [...exclude, ...config.featuredWalletIds],
          chains: chains(),
        }),
      ])
      // Featured wallets in the host's order.
      featured.value = config.featuredWalletIds.flatMap((id) =>
        featuredPage.wallets.filter((w) => w.id === id).map(toEntry),
      )
      recommended.value = recommendedPage.wallets.map(toEntry)
    })
    loading.value = false
    await loadMore()
  }

  return {
    wallets,
    featured,
    recommended,
    count,
    loading,
    /** The first page has arrived: views show loading skeletons until then. */
    loaded,
    error,
    searchText,
    searchResults,
    hasMore,

    /**
     * First open of AllWallets: featured and recommended, then the first page. Every caller gets the same
     * promise (the row starts it on click, the view waits on it), so nothing is fetched twice and what
     * runs after it sees the loaded list.
     */
    load(): Promise<void> {
      firstLoad ??= loadFirst().finally(() => {
        // A load that got nothing (the error is shown) may be tried again on the next open.
        if (page.value === 0) firstLoad = undefined
      })
      return firstLoad
    },

    loadMore,

    /** Up to 100 wallets whose name matches; the latest search wins. */
    async search(text: string): Promise<void> {
      const run = ++searchRun
      searchText.value = text
      if (text.trim() === '') {
        searchResults.value = []
        return
      }
      const result = await guarded(() =>
        fetchWallets(catalogueApi as CatalogueApiClient, {
          page: 1,
          entries: WALLET_PAGES.search,
          search: text.trim(),
          include,
          exclude: config.excludeWalletIds,
          chains: chains(),
        }),
      )
      if (run === searchRun) searchResults.value = result?.wallets.map(toEntry) ?? []
    },

    imageUrl,

    /** Spec section 9: the first 20 images are fetched ahead, once the view is open; each gives up after 2 s. */
    prefetchImages(list: readonly WalletEntry[]): Promise<boolean[]> {
      const urls = list
        .slice(0, WALLET_PAGES.prefetchedImages)
        .map((wallet) => imageUrl(wallet))
        .filter((url): url is string => url !== undefined)
      return Promise.all(urls.map((url) => preloadImage(url, IMAGE_PRELOAD_TIMEOUT_MS)))
    },
  }
}

export type CatalogueController = ReturnType<typeof createCatalogueController>
