import type { Translation } from '../../../runtime/plugins/index.ts'
import type { ONRAMP_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Acheter des cryptos',
  title: 'Acheter des cryptos',
  amount: 'Montant',
  currency: 'Devise',
  paymentMethod: 'Moyen de paiement',
  card: 'Carte',
  ach_bank_account: 'Compte bancaire (ACH)',
  asset: 'Vous achetez',
  provider: 'Fournisseur',
  providerOption: '{name} (frais de {min} à {max} %)',
  fee: 'Frais',
  subtotal: 'Sous-total',
  total: 'Total',
  purchaseAmount: 'Vous recevez',
  quote: 'Devis',
  notConnected: 'Connectez un portefeuille pour acheter des cryptos.',
  loadingOptions: 'Chargement des options…',
  optionsFallback: 'Impossible de charger les dernières options ; les options par défaut sont affichées.',
  mockedQuote: 'Aucun devis en direct n’est disponible ; le fournisseur affiche le prix final.',
  enterAmount: 'Saisissez un montant',
  belowMinimum: 'L’achat minimum par {method} est de {min} {currency}',
  aboveMaximum: 'L’achat maximum par {method} est de {max} {currency}',
  noLimits: 'Le paiement par {method} en {currency} n’est pas disponible',
  gettingQuote: 'Obtention du devis…',
  continue: 'Continuer vers le fournisseur',
  opening: 'Ouverture du fournisseur…',
  openFailed: 'Impossible d’ouvrir la page du fournisseur. Réessayez plus tard.',
  unsafeUrl:
    'L’adresse de la page du fournisseur a été refusée : seuls les liens https et http sont ouverts.',
  noProvider: 'Aucun fournisseur ne prend en charge ce réseau.',
  waitingForPurchase:
    'Terminez l’achat dans l’onglet du fournisseur. Il s’affichera ici dès que le fournisseur l’aura envoyé.',
  purchaseComplete: 'Achat terminé',
} satisfies Translation<typeof ONRAMP_STRINGS>
