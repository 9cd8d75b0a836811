import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Recibir',
  title: 'Recibir',
  qrAlt: 'Código QR de tu dirección',
  qrFailed: 'No se pudo dibujar el código QR; copia la dirección en su lugar.',
  copy: 'Copiar dirección',
  copied: 'Dirección copiada',
  networksHeading: 'Redes en las que funciona esta dirección',
  notConnected: 'Conecta una billetera para recibir fondos.',
} satisfies Translation<typeof RECEIVE_STRINGS>
