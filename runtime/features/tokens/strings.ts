/** The tokens feature's own text (the Tokens and NFTs tabs). */
export const TOKENS_STRINGS = {
  loading: 'Loading',
  empty: 'No tokens',
  listLabel: 'Tokens',
  noNfts: 'No NFTs yet',
} as const

export type TokensStringKey = keyof typeof TOKENS_STRINGS
