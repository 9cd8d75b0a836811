import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Ricevi',
  title: 'Ricevi',
  qrAlt: 'Codice QR del tuo indirizzo',
  qrFailed: 'Impossibile disegnare il codice QR; copia invece l’indirizzo.',
  copy: 'Copia indirizzo',
  copied: 'Indirizzo copiato',
  networksHeading: 'Reti su cui funziona questo indirizzo',
  notConnected: 'Collega un wallet per ricevere fondi.',
} satisfies Translation<typeof RECEIVE_STRINGS>
