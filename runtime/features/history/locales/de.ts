import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'Wird geladen',
  empty: 'Noch keine Aktivität',
  listLabel: 'Aktivität',
  loadingMore: 'Wird geladen…',
  loadMore: 'Mehr laden',
  pendingLabel: 'Ausstehende Transaktion {hash}',
  sent: 'Gesendet',
  pending: 'ausstehend · {hash}',
  op_send: 'Senden',
  op_receive: 'Empfangen',
  op_trade: 'Tausch',
  op_approve: 'Genehmigung',
  op_mint: 'Mint',
  op_burn: 'Burn',
  op_deploy: 'Bereitstellung',
  op_execute: 'Ausführung',
  op_deposit: 'Einzahlung',
  op_withdraw: 'Auszahlung',
  status_confirmed: 'bestätigt',
  status_failed: 'fehlgeschlagen',
  status_pending: 'ausstehend',
} satisfies Translation<typeof HISTORY_STRINGS>
