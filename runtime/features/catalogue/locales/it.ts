import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'Tutti i wallet',
  title: 'Tutti i wallet',
  getWallet: 'Ottieni un wallet',
  searchLabel: 'Cerca wallet',
  searchPlaceholder: 'Cerca wallet',
  noWalletFound: 'Nessun wallet trovato',
  listLabel: 'Tutti i wallet',
  recent: 'Recente',
  installed: 'Installato',
  loadingWallets: 'Caricamento dei wallet',
  getWalletLead: 'Scegli un wallet e installalo dal suo sito, poi torna per collegarti.',
  getWalletList: 'Wallet da ottenere',
  storesOf: '{name} negli store',
} satisfies Translation<typeof CATALOGUE_STRINGS>
