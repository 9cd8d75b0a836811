import { IMAGE_PRELOAD_TIMEOUT_MS, WALLET_PAGES } from '../../../core/constants.ts'
import type { WalletEntry } from '../../../core/types.ts'
import { preloadImage } from '../../../services/catalogue.ts'
import { walletEntryImageUrl } from '../../wallet-image.ts'
import { hasIcons, type CatalogueHost } from './context.ts'
import { loadIcon } from './load-icon.ts'

/**
 * Spec section 9: the first 20 images are fetched ahead, once the view is open; each gives up after 2 s.
 * A bundled icon is fetched by loading its chunk (it is inline data then: nothing more to fetch).
 */
export function prefetchImages(host: CatalogueHost, list: readonly WalletEntry[]): Promise<boolean[]> {
  return Promise.all(
    list.slice(0, WALLET_PAGES.prefetchedImages).flatMap((wallet) => {
      const url = walletEntryImageUrl(host.deps.state.config, wallet)
      if (url) return [preloadImage(url, IMAGE_PRELOAD_TIMEOUT_MS)]
      return hasIcons(host) ? [loadIcon(host, wallet).then((icon) => icon !== undefined)] : []
    }),
  )
}
