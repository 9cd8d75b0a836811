import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: '読み込み中',
  empty: 'トークンはありません',
  listLabel: 'トークン',
  noNfts: 'まだ NFT はありません',
  nftsLoading: 'NFT を読み込み中',
  nftsError: 'NFT を読み込めませんでした',
  nftsRetry: '再試行',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
