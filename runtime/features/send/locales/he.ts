import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'שליחה',
  title: 'שליחה',
  formLabel: 'שליחה',
  token: 'טוקן',
  selectTokenOption: 'בחרו טוקן',
  amount: 'סכום',
  receiver: 'כתובת הנמען',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'כתובת Solana',
  receiverPlaceholderBip122: 'כתובת Bitcoin',
  networkFee: 'עמלת רשת ≈ {fee}',
  selectToken: 'בחירת טוקן',
  addAmount: 'הוספת סכום',
  addAddress: 'הוספת כתובת',
  invalidAddress: 'כתובת לא תקינה',
  insufficientFunds: 'אין מספיק כסף',
  insufficientGas: 'אין מספיק כסף לגז',
  estimating: 'מעריך גז…',
  send: 'שליחה',
} satisfies Translation<typeof SEND_STRINGS>
