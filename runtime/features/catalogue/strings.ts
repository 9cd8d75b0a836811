/** The catalogue feature's own text. */
export const CATALOGUE_STRINGS = {
  entry: 'All Wallets',
  title: 'All Wallets',
  getWallet: 'Get a wallet',
  searchLabel: 'Search wallets',
  searchPlaceholder: 'Search wallet',
  noWalletFound: 'No wallet found',
  listLabel: 'All wallets',
  recent: 'Recent',
  installed: 'Installed',
  loadingWallets: 'Loading wallets',
  getWalletLead: 'Pick a wallet and install it from its own site, then come back to connect.',
  getWalletList: 'Wallets to get',
  storesOf: '{name} in stores',
} as const

export type CatalogueStringKey = keyof typeof CATALOGUE_STRINGS
