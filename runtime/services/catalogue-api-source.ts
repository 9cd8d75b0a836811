import { MalformedAnswerError } from '../core/errors.ts'
import type { WalletEntry } from '../core/types.ts'
import type { CatalogueApiClient } from './api/clients.ts'
import { catalogueApiGuards } from './api/contract-answer.ts'
import type { CatalogueSource, CatalogueWallet, WalletsPage, WalletsQuery } from './catalogue.ts'

/*
 * The catalogue service as the AllWallets source, loaded with the first page the visitor asks for
 * (controllers/catalogue.ts), as the bundled catalogue is: none of it is in the initial JS.
 */

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
  if (!data || !Array.isArray(data.data) || !Number.isInteger(data.count) || data.count < 0)
    throw new MalformedAnswerError('wallets')
  // Only the wallets the contract allows: one malformed entry does not cost the page.
  const { isWalletEntry } = await catalogueApiGuards()
  return { wallets: data.data.filter(isWalletEntry), count: data.count }
}
