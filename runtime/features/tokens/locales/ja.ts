import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: '読み込み中',
  empty: 'トークンはありません',
  listLabel: 'トークン',
  noNfts: 'まだ NFT はありません',
} satisfies Translation<typeof TOKENS_STRINGS>
