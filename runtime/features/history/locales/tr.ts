import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'Yükleniyor',
  empty: 'Henüz etkinlik yok',
  listLabel: 'Etkinlik',
  loadingMore: 'Yükleniyor…',
  loadMore: 'Daha fazla yükle',
  pendingLabel: 'Bekleyen işlem {hash}',
  sent: 'Gönderildi',
  pending: 'bekliyor · {hash}',
  op_send: 'Gönderim',
  op_receive: 'Alım',
  op_trade: 'Takas',
  op_approve: 'Onay',
  op_mint: 'Basım',
  op_burn: 'Yakım',
  op_deploy: 'Dağıtım',
  op_execute: 'Yürütme',
  op_deposit: 'Yatırma',
  op_withdraw: 'Çekme',
  status_confirmed: 'onaylandı',
  status_failed: 'başarısız',
  status_pending: 'bekliyor',
} satisfies Translation<typeof HISTORY_STRINGS>
