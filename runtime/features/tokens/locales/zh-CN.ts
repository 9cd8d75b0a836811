import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: '加载中',
  empty: '没有代币',
  listLabel: '代币',
  noNfts: '暂无 NFT',
  nftsLoading: '正在加载 NFT',
  nftsError: '无法加载 NFT',
  nftsRetry: '重试',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
