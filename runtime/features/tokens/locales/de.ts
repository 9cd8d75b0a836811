import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Wird geladen',
  empty: 'Keine Token',
  listLabel: 'Token',
  noNfts: 'Noch keine NFTs',
  nftsLoading: 'NFTs werden geladen',
  nftsError: 'NFTs konnten nicht geladen werden',
  nftsRetry: 'Erneut versuchen',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
