import type { WalletEntry } from '../core/types.ts'
import type { WalletsQuery } from '../core/wallet-pages.ts'
import type { components } from './api/catalogue-api.gen.ts'

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
