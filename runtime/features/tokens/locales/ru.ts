import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Загрузка',
  empty: 'Нет токенов',
  listLabel: 'Токены',
  noNfts: 'NFT пока нет',
  nftsLoading: 'Загрузка NFT',
  nftsError: 'Не удалось загрузить NFT',
  nftsRetry: 'Повторить',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
