import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'Cargando',
  empty: 'Aún no hay actividad',
  listLabel: 'Actividad',
  loadingMore: 'Cargando…',
  loadMore: 'Cargar más',
  pendingLabel: 'Transacción pendiente {hash}',
  sent: 'Enviado',
  pending: 'pendiente · {hash}',
  op_send: 'Envío',
  op_receive: 'Recepción',
  op_trade: 'Intercambio',
  op_approve: 'Aprobación',
  op_mint: 'Acuñación',
  op_burn: 'Quema',
  op_deploy: 'Despliegue',
  op_execute: 'Ejecución',
  op_deposit: 'Depósito',
  op_withdraw: 'Retiro',
  status_confirmed: 'confirmada',
  status_failed: 'fallida',
  status_pending: 'pendiente',
} satisfies Translation<typeof HISTORY_STRINGS>
