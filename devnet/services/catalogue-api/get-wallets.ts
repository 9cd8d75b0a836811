import { walletCatalogue, type CatalogueWallet, type WalletEntry } from '../../catalogue/wallet-catalogue.ts'
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
 * GET /getWallets: one page of the catalogue after the filters, and how many wallets matched in all.
 * include keeps only the listed ids, exclude drops them, chains keeps wallets supporting any of the
 * CAIP-2 ids, search matches names case-insensitively, badge_type keeps wallets with that badge.
 */
export function getWalletsHandler(): CatalogueApiHandler<'getWallets'> {
  return ({ query }) => {
    const include = list(query.include)
    const exclude = new Set(list(query.exclude))
    const chains = list(query.chains)
    for (const chain of chains ?? []) {
      if (!CAIP2.test(chain))
        throw badRequest('chains', `${JSON.stringify(chain)} is not a CAIP-2 network id`)
    }
    const search = query.search?.trim().toLowerCase()

    const matching = walletCatalogue().filter(
      (wallet: CatalogueWallet) =>
        (!include || include.includes(wallet.id)) &&
        !exclude.has(wallet.id) &&
        (!chains || wallet.chains.some((chain) => chains.includes(chain))) &&
        (!search || wallet.name.toLowerCase().includes(search)) &&
        (query.badge_type === undefined || wallet.badge === query.badge_type),
    )
    const entries = query.entries ?? DEFAULT_ENTRIES
    const start = ((query.page ?? 1) - 1) * entries
    const data = matching.slice(start, start + entries).map(toEntry)
    return { json: { data, count: matching.length } }
  }
}

/** The badge is a filter, not a field of the contract's WalletEntry. */
function toEntry({ badge: _badge, ...entry }: CatalogueWallet): WalletEntry {
  return entry
}
