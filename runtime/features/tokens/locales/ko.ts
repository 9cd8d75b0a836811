import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: '로딩 중',
  empty: '토큰 없음',
  listLabel: '토큰',
  noNfts: '아직 NFT가 없습니다',
  nftsLoading: 'NFT 불러오는 중',
  nftsError: 'NFT를 불러올 수 없습니다',
  nftsRetry: '다시 시도',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
