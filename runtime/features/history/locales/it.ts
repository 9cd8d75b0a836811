import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'Caricamento',
  empty: 'Ancora nessuna attività',
  listLabel: 'Attività',
  loadingMore: 'Caricamento…',
  loadMore: 'Carica altro',
  pendingLabel: 'Transazione in sospeso {hash}',
  sent: 'Inviato',
  pending: 'in sospeso · {hash}',
  op_send: 'Invio',
  op_receive: 'Ricezione',
  op_trade: 'Scambio',
  op_approve: 'Approvazione',
  op_mint: 'Conio',
  op_burn: 'Bruciatura',
  op_deploy: 'Distribuzione',
  op_execute: 'Esecuzione',
  op_deposit: 'Deposito',
  op_withdraw: 'Prelievo',
  status_confirmed: 'confermata',
  status_failed: 'non riuscita',
  status_pending: 'in sospeso',
} satisfies Translation<typeof HISTORY_STRINGS>
