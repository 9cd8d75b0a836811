import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Chargement',
  empty: 'Aucun jeton',
  listLabel: 'Jetons',
  noNfts: 'Aucun NFT pour le moment',
  nftsLoading: 'Chargement des NFT',
  nftsError: 'Impossible de charger les NFT',
  nftsRetry: 'Réessayer',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
