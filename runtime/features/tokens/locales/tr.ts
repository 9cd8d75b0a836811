import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Yükleniyor',
  empty: 'Token yok',
  listLabel: 'Tokenler',
  noNfts: 'Henüz NFT yok',
  nftsLoading: "NFT'ler yükleniyor",
  nftsError: "NFT'ler yüklenemedi",
  nftsRetry: 'Tekrar dene',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
