import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Recevoir',
  title: 'Recevoir',
  qrAlt: 'QR code de votre adresse',
  qrFailed: 'Impossible d’afficher le QR code ; copiez plutôt l’adresse.',
  copy: 'Copier l’adresse',
  copied: 'Adresse copiée',
  networksHeading: 'Réseaux où cette adresse fonctionne',
  notConnected: 'Connectez un portefeuille pour recevoir des fonds.',
} satisfies Translation<typeof RECEIVE_STRINGS>
