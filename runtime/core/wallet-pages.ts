import { parseCaipNetworkId } from './caip.ts'

/** What a page of the wallet catalogue is asked with (GET /getWallets, spec section 7). */
export interface WalletsQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
}

/** The part of a catalogue wallet the filters read. */
export interface PagedWallet {
  id: string
  name: string
  chains?: readonly string[]
}

/**
 * Text as a search compares it: lower case, accents dropped (NFD splits "é" into "e" and a combining
 * mark), so "metamask" finds "MetaMask" and "zerion" finds "Zérion".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim()
}

const namespaceOf = (chain: string): string | undefined => {
  try {
    return parseCaipNetworkId(chain).namespace
  } catch {
    return undefined
  }
}

/**
 * A wallet serves a chain family, not a list of chain ids: one that lists Ethereum mainnet connects to
 * Base, a testnet or a local chain as well. So the chains filter keeps the wallets with a chain in the
 * namespace of one of the asked chains.
 */
export function supportsNamespaceOf(walletChains: readonly string[], asked: readonly string[]): boolean {
  const namespaces = new Set(asked.map(namespaceOf))
  return walletChains.some((chain) => namespaces.has(namespaceOf(chain)))
}

/**
 * One page of `wallets` after the filters of GET /getWallets, and how many matched in all: include keeps
 * only the listed ids, exclude drops them, chains keeps wallets of those chains' namespaces, search
 * matches names ignoring case and accents. The catalogue's order is kept.
 */
export function walletsPage<W extends PagedWallet>(
  wallets: readonly W[],
  query: WalletsQuery,
): { wallets: W[]; count: number } {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude)
  const chains = query.chains?.length ? query.chains : undefined
  const search = query.search ? searchKey(query.search) : ''
  const matching = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!chains || supportsNamespaceOf(wallet.chains ?? [], chains)) &&
      (!search || searchKey(wallet.name).includes(search)),
  )
  const start = (query.page - 1) * query.entries
  return { wallets: matching.slice(start, start + query.entries), count: matching.length }
}
