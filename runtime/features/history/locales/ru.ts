import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'Загрузка',
  empty: 'Активности пока нет',
  listLabel: 'Активность',
  loadingMore: 'Загрузка…',
  loadMore: 'Загрузить ещё',
  pendingLabel: 'Ожидающая транзакция {hash}',
  sent: 'Отправлено',
  pending: 'ожидает · {hash}',
  op_send: 'Отправка',
  op_receive: 'Получение',
  op_trade: 'Обмен',
  op_approve: 'Одобрение',
  op_mint: 'Выпуск',
  op_burn: 'Сжигание',
  op_deploy: 'Развёртывание',
  op_execute: 'Выполнение',
  op_deposit: 'Депозит',
  op_withdraw: 'Вывод',
  status_confirmed: 'подтверждена',
  status_failed: 'не выполнена',
  status_pending: 'ожидает',
} satisfies Translation<typeof HISTORY_STRINGS>
