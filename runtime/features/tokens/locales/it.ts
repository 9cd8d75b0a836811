import type { Translation } from '../../../core/i18n/messages.ts'
import type { TOKENS_STRINGS } from '../strings.ts'

export default {
  loading: 'Caricamento',
  empty: 'Nessun token',
  listLabel: 'Token',
  noNfts: 'Ancora nessun NFT',
  nftsLoading: 'Caricamento degli NFT',
  nftsError: 'Impossibile caricare gli NFT',
  nftsRetry: 'Riprova',
  nftsLabel: 'NFTs',
  nftAmount: '×{amount}',
} satisfies Translation<typeof TOKENS_STRINGS>
