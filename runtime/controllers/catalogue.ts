import { computed, signal } from '@preact/signals-core'
import { IMAGE_PRELOAD_TIMEOUT_MS, WALLET_PAGES } from '../core/constants.ts'
import type { CatalogueApiClient } from '../services/api/clients.ts'
import { preloadImage, type CatalogueSource } from '../services/catalogue.ts'
import { loadedModule, loadModule } from '../plugins/loaded-modules.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { RecentWallets } from './recent-wallets.ts'
import type { WalletEntry } from '../core/types.ts'
import { walletEntryImageUrl } from './wallet-image.ts'

interface Deps {
  state: PortkitState
  catalogueApi: CatalogueApiClient | undefined
  /** Portkit's own catalogue (a lazy chunk), used when no catalogue service is configured. */
  localCatalogue?: () => Promise<CatalogueSource>
  recentWallets: Pick<RecentWallets, 'wallets'>
}

const NO_ICONS: ReadonlyMap<string, string> = new Map()

/**
 * The catalogue service's client, a lazy chunk. The catalogue feature fetches it with the All Wallets
 * view's code while the entry shows (through loadModule, as this controller does): a click then finds it
 * loaded and sends the first request at once.
 */
export const loadApiCatalogueSource = () => import('../services/catalogue-api-source.ts')

/**
 * The AllWallets catalogue (spec sections 7 and 9): featured wallets, 4 recommended, then pages of 40,
 * and searches of 100. Include and exclude ids come from the config; recent wallets go on top.
 */
export function createCatalogueController({ state, catalogueApi, localCatalogue, recentWallets }: Deps) {
  const { config } = state
  const hasSource = catalogueApi !== undefined || localCatalogue !== undefined
  // Only the bundled catalogue has icons of its own; the service's are URLs.
  const hasIcons = catalogueApi === undefined && localCatalogue !== undefined
  let loadedSource: Promise<CatalogueSource> | undefined
  /**
   * The service's client code, else the bundled catalogue, each a lazy chunk loaded on first use (a failed
   * chunk load is tried again).
   */
  function source(): Promise<CatalogueSource> {
    // Already fetched (the usual case for the service): resolved at once, so the first request goes out
    // before the view renders.
    const loadedApi = catalogueApi && loadedModule(loadApiCatalogueSource)
    loadedSource ??= loadedApi
      ? Promise.resolve(loadedApi.apiCatalogueSource(catalogueApi))
      : (catalogueApi
          ? loadModule(loadApiCatalogueSource).then((module) => module.apiCatalogueSource(catalogueApi))
          : (localCatalogue as () => Promise<CatalogueSource>)()
        ).catch((error: unknown) => {
          loadedSource = undefined
          throw error
        })
    return loadedSource
  }
  /** Icons of the bundled catalogue loaded so far, by wallet id (inline data URIs). */
  const icons = signal(NO_ICONS)
  const iconLoads = new Map<string, Promise<string | undefined>>()
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
    if (!hasSource) return undefined
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
      const result = await (
        await source()
      ).wallets({
        page: next,
        entries: WALLET_PAGES.perPage,
        include,
        exclude: [...config.excludeWalletIds, ...seenIds()],
        chains: chains(),
      })
      pages.value = [...pages.value, ...result.wallets]
      count.value = result.count
      page.value = next
    })
    loading.value = false
  }

  /** A service or custom wallet's image URL, else the bundled icon once loaded (`loadIcon`). */
  const imageUrl = (wallet: WalletEntry) => walletEntryImageUrl(config, wallet) ?? icons.value.get(wallet.id)

  /** Loads a bundled wallet's icon (its own chunk), once; undefined for wallets with an image URL. */
  function loadIcon(wallet: WalletEntry): Promise<string | undefined> {
    if (!hasIcons || walletEntryImageUrl(config, wallet) !== undefined) return Promise.resolve(undefined)
    let load = iconLoads.get(wallet.id)
    if (!load) {
      load = source()
        .then((from) => from.icon?.(wallet.id))
        .then((icon) => {
          if (icon) icons.value = new Map(icons.value).set(wallet.id, icon)
          return icon
        })
        .catch(() => {
          // A failed chunk load leaves the placeholder; the next draw of the row tries again.
          iconLoads.delete(wallet.id)
          return undefined
        })
      iconLoads.set(wallet.id, load)
    }
    return load
  }

  let firstLoad: Promise<void> | undefined
  let highlightsLoad: Promise<void> | undefined

  /** Featured (the host's order) and 4 recommended wallets, once; a load that failed may be tried again. */
  function loadHighlights(): Promise<void> {
    highlightsLoad ??= fetchHighlights().then((done) => {
      if (!done) highlightsLoad = undefined
    })
    return highlightsLoad
  }

  async function fetchHighlights(): Promise<boolean> {
    const done = await guarded(async () => {
      const from = await source()
      const exclude = config.excludeWalletIds
      const [featuredPage, recommendedPage] = await Promise.all([
        config.featuredWalletIds.length
          ? from.wallets({
              page: 1,
              entries: config.featuredWalletIds.length,
              include: config.featuredWalletIds,
              exclude,
              chains: chains(),
            })
          : Promise.resolve({ wallets: [], count: 0 }),
        from.wallets({
          page: 1,
          entries: WALLET_PAGES.recommended,
          include,
          exclude: [...exclude, ...config.featuredWalletIds],
          chains: chains(),
        }),
      ])
      // Featured wallets in the host's order.
      featured.value = config.featuredWalletIds.flatMap((id) =>
        featuredPage.wallets.filter((w) => w.id === id),
      )
      recommended.value = recommendedPage.wallets
      return true
    })
    return done === true
  }

  async function loadFirst(): Promise<void> {
    loading.value = true
    await loadHighlights()
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
    /**
     * The Connect view's featured and recommended groups (spec section 2, connector group order): only
     * those two lists, fetched when the visitor opens the modal.
     */
    loadHighlights,

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
      const result = await guarded(async () =>
        (await source()).wallets({
          page: 1,
          entries: WALLET_PAGES.search,
          search: text.trim(),
          include,
          exclude: config.excludeWalletIds,
          chains: chains(),
        }),
      )
      if (run === searchRun) searchResults.value = result?.wallets ?? []
    },

    imageUrl,
    icons,
    loadIcon,

    /** The wallet with its bundled icon as `image_url`, so the views after the list show it too. */
    withIcon: (wallet: WalletEntry): WalletEntry => {
      const icon = walletEntryImageUrl(config, wallet) ? undefined : icons.value.get(wallet.id)
      return icon ? { ...wallet, image_url: icon } : wallet
    },

    /**
     * Spec section 9: the first 20 images are fetched ahead, once the view is open; each gives up after
     * 2 s. A bundled icon is fetched by loading its chunk (it is inline data then: nothing more to fetch).
     */
    prefetchImages(list: readonly WalletEntry[]): Promise<boolean[]> {
      return Promise.all(
        list.slice(0, WALLET_PAGES.prefetchedImages).flatMap((wallet) => {
          const url = walletEntryImageUrl(config, wallet)
          if (url) return [preloadImage(url, IMAGE_PRELOAD_TIMEOUT_MS)]
          return hasIcons ? [loadIcon(wallet).then((icon) => icon !== undefined)] : []
        }),
      )
    },
  }
}

export type CatalogueController = ReturnType<typeof createCatalogueController>
