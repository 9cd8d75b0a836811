import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'جارٍ التحميل',
  empty: 'لا توجد رموز',
  listLabel: 'الرموز',
  noNfts: 'لا توجد رموز NFT بعد',
  nftsLoading: 'جارٍ تحميل رموز NFT',
  nftsError: 'تعذّر تحميل رموز NFT',
  nftsRetry: 'حاول مرة أخرى',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
