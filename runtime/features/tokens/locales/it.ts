import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Caricamento',
  empty: 'Nessun token',
  listLabel: 'Token',
  noNfts: 'Ancora nessun NFT',
} satisfies Translation<typeof TOKENS_STRINGS>
