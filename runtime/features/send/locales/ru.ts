import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Отправить',
  title: 'Отправить',
  formLabel: 'Отправить',
  token: 'Токен',
  selectTokenOption: 'Выберите токен',
  amount: 'Сумма',
  receiver: 'Адрес получателя',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Адрес Solana',
  receiverPlaceholderBip122: 'Адрес Bitcoin',
  networkFee: 'Комиссия сети ≈ {fee}',
  selectToken: 'Выбрать токен',
  addAmount: 'Введите сумму',
  addAddress: 'Введите адрес',
  invalidAddress: 'Неверный адрес',
  insufficientFunds: 'Недостаточно средств',
  insufficientGas: 'Недостаточно средств на газ',
  estimating: 'Оценка газа…',
  send: 'Отправить',
} satisfies Translation<typeof SEND_STRINGS>
