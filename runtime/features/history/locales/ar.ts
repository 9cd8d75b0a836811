import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'جارٍ التحميل',
  empty: 'لا يوجد نشاط بعد',
  listLabel: 'النشاط',
  loadingMore: 'جارٍ التحميل…',
  loadMore: 'تحميل المزيد',
  pendingLabel: 'معاملة معلّقة {hash}',
  sent: 'تم الإرسال',
  pending: 'معلّقة · {hash}',
  op_send: 'إرسال',
  op_receive: 'استلام',
  op_trade: 'تداول',
  op_approve: 'موافقة',
  op_mint: 'سكّ',
  op_burn: 'حرق',
  op_deploy: 'نشر',
  op_execute: 'تنفيذ',
  op_deposit: 'إيداع',
  op_withdraw: 'سحب',
  status_confirmed: 'مؤكدة',
  status_failed: 'فشلت',
  status_pending: 'معلّقة',
} satisfies Translation<typeof HISTORY_STRINGS>
