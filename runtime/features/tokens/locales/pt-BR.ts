import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Carregando',
  empty: 'Nenhum token',
  listLabel: 'Tokens',
  noNfts: 'Nenhum NFT ainda',
  nftsLoading: 'Carregando NFTs',
  nftsError: 'Não foi possível carregar os NFTs',
  nftsRetry: 'Tentar novamente',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
