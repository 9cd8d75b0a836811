import type { WalletEntry } from '../core/types.ts'
import type { CatalogueDeps, CatalogueHost } from './catalogue/actions/context.ts'
import { loadFirst } from './catalogue/actions/load-first.ts'
import { loadHighlights } from './catalogue/actions/load-highlights.ts'
import { loadIcon } from './catalogue/actions/load-icon.ts'
import { loadMore } from './catalogue/actions/load-more.ts'
import { prefetchImages } from './catalogue/actions/prefetch-images.ts'
import { searchWallets } from './catalogue/actions/search.ts'
import { createCatalogueState } from './catalogue/state.ts'
import { walletEntryImageUrl } from './wallet-image.ts'

export { loadApiCatalogueSource } from './catalogue/actions/source.ts'

/**
 * The AllWallets catalogue (spec sections 7 and 9): featured wallets, 4 recommended, then pages of 40,
 * and searches of 100. Include and exclude ids come from the config; recent wallets go on top. The wiring
 * only: the signals are catalogue/state.ts's, each transition is a file of catalogue/actions/.
 */
export function createCatalogueController(deps: CatalogueDeps) {
  const { config } = deps.state
  const state = createCatalogueState(deps.state, deps.recentWallets)
  const host: CatalogueHost = { deps, state }
  const { wallets, featured, recommended, count, loading, loaded, error, searchText, searchResults } = state
  return {
    wallets,
    featured,
    recommended,
    count,
    loading,
    loaded,
    error,
    searchText,
    searchResults,
    hasMore: state.hasMore,
    /** The Connect view's featured and recommended groups, fetched when the visitor opens the modal. */
    loadHighlights: () => loadHighlights(host),
    /** First open of AllWallets: featured and recommended, then the first page (one shared promise). */
    load: () => loadFirst(host),
    loadMore: () => loadMore(host),
    /** Up to 100 wallets whose name matches; the latest search wins. */
    search: (text: string) => searchWallets(host, text),
    /** A service or custom wallet's image URL, else the bundled icon once loaded (`loadIcon`). */
    imageUrl: (wallet: WalletEntry) =>
      walletEntryImageUrl(config, wallet) ?? state.icons.value.get(wallet.id),
    icons: state.icons,
    loadIcon: (wallet: WalletEntry) => loadIcon(host, wallet),
    /** The wallet with its bundled icon as `image_url`, so the views after the list show it too. */
    withIcon: (wallet: WalletEntry): WalletEntry => {
      const icon = walletEntryImageUrl(config, wallet) ? undefined : state.icons.value.get(wallet.id)
      return icon ? { ...wallet, image_url: icon } : wallet
    },
    /** Spec section 9: the first 20 images are fetched ahead, each giving up after 2 s. */
    prefetchImages: (list: readonly WalletEntry[]) => prefetchImages(host, list),
  }
}

export type CatalogueController = ReturnType<typeof createCatalogueController>
