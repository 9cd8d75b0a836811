import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Cargando',
  empty: 'No hay tokens',
  listLabel: 'Tokens',
  noNfts: 'Aún no hay NFT',
  nftsLoading: 'Cargando NFT',
  nftsError: 'No se pudieron cargar los NFT',
  nftsRetry: 'Reintentar',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
