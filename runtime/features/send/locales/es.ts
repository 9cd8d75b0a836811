import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Enviar',
  title: 'Enviar',
  formLabel: 'Enviar',
  token: 'Token',
  selectTokenOption: 'Selecciona un token',
  amount: 'Importe',
  receiver: 'Dirección del destinatario',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Dirección de Solana',
  receiverPlaceholderBip122: 'Dirección de Bitcoin',
  networkFee: 'Comisión de red ≈ {fee}',
  selectToken: 'Seleccionar token',
  addAmount: 'Añadir importe',
  addAddress: 'Añadir dirección',
  invalidAddress: 'Dirección no válida',
  insufficientFunds: 'Fondos insuficientes',
  insufficientGas: 'Fondos insuficientes para gas',
  estimating: 'Estimando gas…',
  send: 'Enviar',
} satisfies Translation<typeof SEND_STRINGS>
