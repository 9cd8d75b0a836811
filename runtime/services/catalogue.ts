import type { WalletEntry } from '../core/types.ts'
import type { WalletsQuery } from '../core/wallet-pages.ts'
import type { components } from './api/catalogue-api.gen.ts'
import type { CatalogueApiClient } from './api/clients.ts'

export type { WalletsQuery }
export type CatalogueWallet = components['schemas']['WalletEntry']

export interface WalletsPage {
  wallets: CatalogueWallet[]
  count: number
}

/**
 * Where the AllWallets catalogue comes from: the catalogue service, or Portkit's own catalogue bundled
 * as a lazy chunk. The controller asks both the same way.
 */
export interface CatalogueSource {
  /** One page of GET /getWallets: the wallets and how many matched in all. */
  wallets(query: WalletsQuery): Promise<{ wallets: WalletEntry[]; count: number }>
  /**
   * A wallet's icon as an inline `data:image/...` URI, loaded when asked (one lazy chunk per icon);
   * absent for the service, whose icons are URLs on its own base.
   */
  icon?(walletId: string): Promise<string | undefined>
}

/** The catalogue service as a CatalogueSource. */
export function apiCatalogueSource(client: CatalogueApiClient): CatalogueSource {
  return {
    async wallets(query) {
      const page = await fetchWallets(client, query)
      return { wallets: page.wallets.map(toEntry), count: page.count }
    },
  }
}

/** Catalogue entries come with `null` for missing links; the runtime's WalletEntry leaves them out. */
function toEntry(wallet: CatalogueWallet): WalletEntry {
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
  if (wallet.homepage) entry.homepage = wallet.homepage
  if (wallet.stores) entry.stores = wallet.stores
  return entry
}

/** GET /getWallets; throws on failure or a malformed body. */
export async function fetchWallets(client: CatalogueApiClient, query: WalletsQuery): Promise<WalletsPage> {
  const list = (ids: string[] | undefined) => (ids?.length ? ids.join(',') : undefined)
  const include = list(query.include)
  const exclude = list(query.exclude)
  const chains = list(query.chains)
  const { data } = await client.GET('/getWallets', {
    params: {
      query: {
        page: query.page,
        entries: query.entries,
        ...(include ? { include } : {}),
        ...(exclude ? { exclude } : {}),
        ...(chains ? { chains } : {}),
        ...(query.search ? { search: query.search } : {}),
      },
    },
  })
  if (!data || !Array.isArray(data.data) || typeof data.count !== 'number')
    throw new TypeError('Malformed wallets response')
  return { wallets: data.data, count: data.count }
}

/** Spec section 9: loads an image ahead of display, giving up after `timeoutMs` (2 s). */
export function preloadImage(src: string, timeoutMs: number): Promise<boolean> {
  const ImageCtor = globalThis.Image
  if (!ImageCtor) return Promise.resolve(false)
  return new Promise((resolve) => {
    const image = new ImageCtor()
    const timer = setTimeout(() => finish(false), timeoutMs)
    function finish(loaded: boolean) {
      clearTimeout(timer)
      image.onload = image.onerror = null
      resolve(loaded)
    }
    image.onload = () => finish(true)
    image.onerror = () => finish(false)
    image.src = src
  })
}
