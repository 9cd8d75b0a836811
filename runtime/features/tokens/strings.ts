/** The tokens feature's own text (the Tokens and NFTs tabs). */
export const TOKENS_STRINGS = {
  loading: 'Loading',
  empty: 'No tokens',
  listLabel: 'Tokens',
  noNfts: 'No NFTs yet',
  nftsLoading: 'Loading NFTs',
  nftsError: 'NFTs could not be loaded',
  nftsRetry: 'Try again',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} as const

export type TokensStringKey = keyof typeof TOKENS_STRINGS
