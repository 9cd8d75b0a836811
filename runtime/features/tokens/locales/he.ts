import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'טוען',
  empty: 'אין טוקנים',
  listLabel: 'טוקנים',
  noNfts: 'אין עדיין NFT',
  nftsLoading: 'טוען NFT',
  nftsError: 'לא ניתן לטעון את ה-NFT',
  nftsRetry: 'נסו שוב',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
