import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'إرسال',
  title: 'إرسال',
  formLabel: 'إرسال',
  token: 'الرمز',
  selectTokenOption: 'اختر رمزًا',
  amount: 'المبلغ',
  receiver: 'عنوان المستلم',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'عنوان Solana',
  receiverPlaceholderBip122: 'عنوان Bitcoin',
  networkFee: 'رسوم الشبكة ≈ {fee}',
  selectToken: 'اختر الرمز',
  addAmount: 'أضف المبلغ',
  addAddress: 'أضف العنوان',
  invalidAddress: 'عنوان غير صالح',
  insufficientFunds: 'رصيد غير كافٍ',
  insufficientGas: 'رصيد الغاز غير كافٍ',
  estimating: 'جارٍ تقدير الغاز…',
  send: 'إرسال',
} satisfies Translation<typeof SEND_STRINGS>
