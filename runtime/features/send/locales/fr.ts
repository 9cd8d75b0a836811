import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Envoyer',
  title: 'Envoyer',
  formLabel: 'Envoyer',
  token: 'Jeton',
  selectTokenOption: 'Sélectionnez un jeton',
  amount: 'Montant',
  receiver: 'Adresse du destinataire',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Adresse Solana',
  receiverPlaceholderBip122: 'Adresse Bitcoin',
  networkFee: 'Frais de réseau ≈ {fee}',
  selectToken: 'Choisir un jeton',
  addAmount: 'Saisir un montant',
  addAddress: 'Saisir une adresse',
  invalidAddress: 'Adresse invalide',
  insufficientFunds: 'Fonds insuffisants',
  insufficientGas: 'Fonds insuffisants pour le gaz',
  estimating: 'Estimation du gaz…',
  send: 'Envoyer',
} satisfies Translation<typeof SEND_STRINGS>
