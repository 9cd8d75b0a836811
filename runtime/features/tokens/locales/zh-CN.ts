import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: '加载中',
  empty: '没有代币',
  listLabel: '代币',
  noNfts: '暂无 NFT',
} satisfies Translation<typeof TOKENS_STRINGS>
