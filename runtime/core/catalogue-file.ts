import type { WalletEntry, WalletStores } from './types.ts'

/** One wallet of Portkit's own catalogue, as `catalogue/wallets.json` holds it (wallets.schema.json). */
export interface CatalogueFileWallet {
  id: string
  name: string
  rdns?: string[]
  chains: string[]
  mobile?: { native?: string; universal?: string }
  desktop?: { native?: string }
  webapp?: string
  stores?: WalletStores
  homepage?: string
  /** Relative to catalogue/. */
  icon?: string
}

export interface CatalogueFile {
  checked: string
  wallets: CatalogueFileWallet[]
}

/**
 * The runtime's entry for a wallet of the file. The mobile link is the universal link where the wallet
 * has one: it opens the app when installed and the wallet's web page (to install it) when not, where a
 * native `scheme://` link opens nothing. `rdns` is the first of the wallet's EIP-6963 names, `other_rdns`
 * the rest: an installed wallet is recognised by any of them.
 */
export function fileWalletEntry(wallet: CatalogueFileWallet): WalletEntry {
  const entry: WalletEntry = { id: wallet.id, name: wallet.name, chains: wallet.chains }
  const [rdns, ...otherRdns] = wallet.rdns ?? []
  const mobile = wallet.mobile?.universal ?? wallet.mobile?.native
  if (rdns) entry.rdns = rdns
  if (otherRdns.length > 0) entry.other_rdns = otherRdns
  if (mobile) entry.mobile_link = mobile
  if (wallet.desktop?.native) entry.desktop_link = wallet.desktop.native
  if (wallet.webapp) entry.webapp_link = wallet.webapp
  if (wallet.homepage) entry.homepage = wallet.homepage
  if (wallet.stores) entry.stores = wallet.stores
  return entry
}
