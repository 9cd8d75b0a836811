import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Загрузка',
  empty: 'Нет токенов',
  listLabel: 'Токены',
  noNfts: 'NFT пока нет',
} satisfies Translation<typeof TOKENS_STRINGS>
