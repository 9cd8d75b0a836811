/** The smart-sessions plugin's own text; its keys type the view's `t` and the menu entry. */
export const SMART_SESSIONS_STRINGS = {
  menuLabel: 'Smart sessions',
  title: 'Smart sessions',
  notConnected: 'Connect a wallet to see its smart sessions.',
  loading: 'Loading sessions…',
  empty: 'No smart sessions yet.',
  listLabel: 'Sessions',
  loadFailed: 'Could not load the smart sessions. Try again later.',
  // One session's details.
  target: 'May call',
  limit: 'Spending limit',
  spent: 'Spent',
  expires: 'Expires',
  // An expiry past what a date can show (a chain's uint64): the session does not end in practice.
  noExpiry: 'Never',
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  // While the wallet is asked.
  waitingForWallet: 'Confirm in your wallet…',
  cancel: 'Cancel',
  revokeFailed: 'Could not revoke the session. Try again later.',
  revokedToast: 'Session revoked',
  grantFailed: 'Could not grant the session.',
  // Refusals of a session-key call (SessionAccount's errors), shown as the revert reason.
  refusedRevoked: 'Session revoked',
  refusedExpired: 'Session expired',
  refusedOverLimit: 'Over the session spending limit',
  refusedWrongTarget: 'Target not allowed by the session',
  refusedUnknown: 'Unknown session',
  noKey: 'This browser does not hold the key of that session',
} as const

export type SmartSessionsStringKey = keyof typeof SMART_SESSIONS_STRINGS
