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
  // Store names are brand names: the same in every language.
  storeIos: 'App Store',
  storeAndroid: 'Google Play',
  storeChrome: 'Chrome Web Store',
  storeFirefox: 'Firefox Add-ons',
  storeEdge: 'Edge Add-ons',
  storeSafari: 'Mac App Store',
} as const

export type CatalogueStringKey = keyof typeof CATALOGUE_STRINGS
