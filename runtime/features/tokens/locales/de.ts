import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Wird geladen',
  empty: 'Keine Token',
  listLabel: 'Token',
  noNfts: 'Noch keine NFTs',
} satisfies Translation<typeof TOKENS_STRINGS>
