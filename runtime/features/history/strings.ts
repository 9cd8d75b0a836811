/** The history feature's own text (the Activity tab). */
export const HISTORY_STRINGS = {
  loading: 'Loading',
  empty: 'No activity yet',
  listLabel: 'Activity',
  loadingMore: 'Loading…',
  loadMore: 'Load more',
  pendingLabel: 'Pending transaction {hash}',
  sent: 'Sent',
  pending: 'pending · {hash}',
  // Operation types and statuses of the data API's transactions; an unknown one shows as it came.
  op_send: 'Send',
  op_receive: 'Receive',
  op_trade: 'Trade',
  op_approve: 'Approve',
  op_mint: 'Mint',
  op_burn: 'Burn',
  op_deploy: 'Deploy',
  op_execute: 'Execute',
  op_deposit: 'Deposit',
  op_withdraw: 'Withdraw',
  status_confirmed: 'confirmed',
  status_failed: 'failed',
  status_pending: 'pending',
} as const

export type HistoryStringKey = keyof typeof HISTORY_STRINGS
