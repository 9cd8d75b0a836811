import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'Carregando',
  empty: 'Nenhuma atividade ainda',
  listLabel: 'Atividade',
  loadingMore: 'Carregando…',
  loadMore: 'Carregar mais',
  pendingLabel: 'Transação pendente {hash}',
  sent: 'Enviado',
  pending: 'pendente · {hash}',
  op_send: 'Envio',
  op_receive: 'Recebimento',
  op_trade: 'Troca',
  op_approve: 'Aprovação',
  op_mint: 'Cunhagem',
  op_burn: 'Queima',
  op_deploy: 'Implantação',
  op_execute: 'Execução',
  op_deposit: 'Depósito',
  op_withdraw: 'Saque',
  status_confirmed: 'confirmada',
  status_failed: 'falhou',
  status_pending: 'pendente',
} satisfies Translation<typeof HISTORY_STRINGS>
