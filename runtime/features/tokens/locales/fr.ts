import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Chargement',
  empty: 'Aucun jeton',
  listLabel: 'Jetons',
  noNfts: 'Aucun NFT pour le moment',
} satisfies Translation<typeof TOKENS_STRINGS>
