import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: '发送',
  title: '发送',
  formLabel: '发送',
  token: '代币',
  selectTokenOption: '选择代币',
  amount: '金额',
  receiver: '接收地址',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Solana 地址',
  receiverPlaceholderBip122: 'Bitcoin 地址',
  networkFee: '网络费用 ≈ {fee}',
  selectToken: '选择代币',
  addAmount: '输入金额',
  addAddress: '输入地址',
  invalidAddress: '地址无效',
  insufficientFunds: '余额不足',
  insufficientGas: 'Gas 费不足',
  estimating: '正在估算 Gas…',
  send: '发送',
} satisfies Translation<typeof SEND_STRINGS>
