import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'Tous les portefeuilles',
  title: 'Tous les portefeuilles',
  getWallet: 'Obtenir un portefeuille',
  searchLabel: 'Rechercher des portefeuilles',
  searchPlaceholder: 'Rechercher un portefeuille',
  noWalletFound: 'Aucun portefeuille trouvé',
  listLabel: 'Tous les portefeuilles',
  recent: 'Récent',
  installed: 'Installé',
  loadingWallets: 'Chargement des portefeuilles',
  getWalletLead:
    'Choisissez un portefeuille et installez-le depuis son propre site, puis revenez pour vous connecter.',
  getWalletList: 'Portefeuilles à obtenir',
  storesOf: '{name} dans les boutiques',
} satisfies Translation<typeof CATALOGUE_STRINGS>
