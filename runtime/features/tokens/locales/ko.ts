import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: '로딩 중',
  empty: '토큰 없음',
  listLabel: '토큰',
  noNfts: '아직 NFT가 없습니다',
} satisfies Translation<typeof TOKENS_STRINGS>
