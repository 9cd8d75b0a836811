import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Receber',
  title: 'Receber',
  qrAlt: 'QR code do seu endereço',
  qrFailed: 'Não foi possível desenhar o QR code; copie o endereço.',
  copy: 'Copiar endereço',
  copied: 'Endereço copiado',
  networksHeading: 'Redes em que este endereço funciona',
  notConnected: 'Conecte uma carteira para receber fundos.',
} satisfies Translation<typeof RECEIVE_STRINGS>
