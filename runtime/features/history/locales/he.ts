import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'טוען',
  empty: 'אין עדיין פעילות',
  listLabel: 'פעילות',
  loadingMore: 'טוען…',
  loadMore: 'טען עוד',
  pendingLabel: 'עסקה ממתינה {hash}',
  sent: 'נשלח',
  pending: 'ממתינה · {hash}',
  op_send: 'שליחה',
  op_receive: 'קבלה',
  op_trade: 'מסחר',
  op_approve: 'אישור',
  op_mint: 'הטבעה',
  op_burn: 'שריפה',
  op_deploy: 'פריסה',
  op_execute: 'ביצוע',
  op_deposit: 'הפקדה',
  op_withdraw: 'משיכה',
  status_confirmed: 'אושרה',
  status_failed: 'נכשלה',
  status_pending: 'ממתינה',
} satisfies Translation<typeof HISTORY_STRINGS>
