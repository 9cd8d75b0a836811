import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: '送信',
  title: '送信',
  formLabel: '送信',
  token: 'トークン',
  selectTokenOption: 'トークンを選択',
  amount: '金額',
  receiver: '受取人アドレス',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Solana アドレス',
  receiverPlaceholderBip122: 'Bitcoin アドレス',
  networkFee: 'ネットワーク手数料 ≈ {fee}',
  selectToken: 'トークンを選択',
  addAmount: '金額を入力',
  addAddress: 'アドレスを入力',
  invalidAddress: '無効なアドレス',
  insufficientFunds: '残高不足',
  insufficientGas: 'ガス代が不足しています',
  estimating: 'ガスを見積もり中…',
  send: '送信',
} satisfies Translation<typeof SEND_STRINGS>
