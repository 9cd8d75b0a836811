import { walletsPage } from '../../runtime/core/wallet-pages.ts'
import type { CatalogueWallet, WalletCatalogue, WalletEntry } from './wallet-catalogue.ts'
import { badRequest } from '../http/api-error.ts'
import type { CatalogueApiHandler } from './catalogue-api-types.ts'

/** Spec section 9: 40 wallets per further page; the runtime asks for other sizes explicitly. */
export const DEFAULT_ENTRIES = 40

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)

/**
 * GET /getWallets: one page of the catalogue after the filters, and how many wallets matched in all, by
 * the same rules as the runtime's bundled catalogue (runtime/core/wallet-pages.ts): include, exclude,
 * chains (by namespace), search (ignoring case and accents); badge_type keeps wallets with that badge.
 */
export function getWalletsHandler(catalogue: WalletCatalogue): CatalogueApiHandler<'getWallets'> {
  return ({ query }) => {
    const chains = list(query.chains)
    for (const chain of chains ?? []) {
      if (!CAIP2.test(chain))
        throw badRequest('chains', `${JSON.stringify(chain)} is not a CAIP-2 network id`)
    }
    const badged = catalogue.wallets.filter(
      (wallet) => query.badge_type === undefined || wallet.badge === query.badge_type,
    )
    const page = walletsPage(badged, {
      page: query.page ?? 1,
      entries: query.entries ?? DEFAULT_ENTRIES,
      include: list(query.include),
      exclude: list(query.exclude),
      chains,
      search: query.search,
    })
    return { json: { data: page.wallets.map(toEntry), count: page.count } }
  }
}

/** The badge is a filter, not a field of the contract's WalletEntry. */
function toEntry({ badge: _badge, ...entry }: CatalogueWallet): WalletEntry {
  return entry
}
