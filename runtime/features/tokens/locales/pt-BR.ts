import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Carregando',
  empty: 'Nenhum token',
  listLabel: 'Tokens',
  noNfts: 'Nenhum NFT ainda',
} satisfies Translation<typeof TOKENS_STRINGS>
