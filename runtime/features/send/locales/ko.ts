import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: '보내기',
  title: '보내기',
  formLabel: '보내기',
  token: '토큰',
  selectTokenOption: '토큰 선택',
  amount: '금액',
  receiver: '받는 주소',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Solana 주소',
  receiverPlaceholderBip122: 'Bitcoin 주소',
  networkFee: '네트워크 수수료 ≈ {fee}',
  selectToken: '토큰 선택',
  addAmount: '금액 입력',
  addAddress: '주소 입력',
  invalidAddress: '잘못된 주소',
  insufficientFunds: '잔액 부족',
  insufficientGas: '가스비 부족',
  estimating: '가스 추정 중…',
  send: '보내기',
} satisfies Translation<typeof SEND_STRINGS>
