import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'Alle Wallets',
  title: 'Alle Wallets',
  getWallet: 'Wallet holen',
  searchLabel: 'Wallets suchen',
  searchPlaceholder: 'Wallet suchen',
  noWalletFound: 'Keine Wallet gefunden',
  listLabel: 'Alle Wallets',
  recent: 'Zuletzt',
  installed: 'Installiert',
  loadingWallets: 'Wallets werden geladen',
  getWalletLead:
    'Wähle eine Wallet und installiere sie von ihrer eigenen Website; komm dann zum Verbinden zurück.',
  getWalletList: 'Wallets zum Installieren',
  storesOf: '{name} in Stores',
} satisfies Translation<typeof CATALOGUE_STRINGS>
