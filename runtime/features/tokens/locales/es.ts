import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Cargando',
  empty: 'No hay tokens',
  listLabel: 'Tokens',
  noNfts: 'Aún no hay NFT',
} satisfies Translation<typeof TOKENS_STRINGS>
