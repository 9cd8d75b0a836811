/** The catalogue feature's own text. */
export const CATALOGUE_STRINGS = {
  entry: 'All Wallets',
  title: 'All Wallets',
  getWallet: 'Get a wallet',
} as const
