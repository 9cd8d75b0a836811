import type { components } from './api/catalogue-api.gen.ts'
import type { CatalogueApiClient } from './api/clients.ts'

export type CatalogueWallet = components['schemas']['WalletEntry']

export interface WalletsQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
}

export interface WalletsPage {
  wallets: CatalogueWallet[]
  count: number
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
