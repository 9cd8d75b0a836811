import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Enviar',
  title: 'Enviar',
  formLabel: 'Enviar',
  token: 'Token',
  selectTokenOption: 'Selecione um token',
  amount: 'Valor',
  receiver: 'Endereço do destinatário',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Endereço Solana',
  receiverPlaceholderBip122: 'Endereço Bitcoin',
  networkFee: 'Taxa de rede ≈ {fee}',
  selectToken: 'Selecionar token',
  addAmount: 'Adicionar valor',
  addAddress: 'Adicionar endereço',
  invalidAddress: 'Endereço inválido',
  insufficientFunds: 'Saldo insuficiente',
  insufficientGas: 'Saldo insuficiente para gás',
  estimating: 'Estimando gás…',
  send: 'Enviar',
} satisfies Translation<typeof SEND_STRINGS>
