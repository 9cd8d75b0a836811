import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: 'Chargement',
  empty: 'Aucune activité pour le moment',
  listLabel: 'Activité',
  loadingMore: 'Chargement…',
  loadMore: 'Charger plus',
  pendingLabel: 'Transaction en attente {hash}',
  sent: 'Envoyé',
  pending: 'en attente · {hash}',
  op_send: 'Envoi',
  op_receive: 'Réception',
  op_trade: 'Échange',
  op_approve: 'Approbation',
  op_mint: 'Frappe',
  op_burn: 'Destruction',
  op_deploy: 'Déploiement',
  op_execute: 'Exécution',
  op_deposit: 'Dépôt',
  op_withdraw: 'Retrait',
  status_confirmed: 'confirmée',
  status_failed: 'échouée',
  status_pending: 'en attente',
} satisfies Translation<typeof HISTORY_STRINGS>
