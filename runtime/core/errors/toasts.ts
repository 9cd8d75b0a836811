/** Texts of spec section 8 shown as toasts or inline messages (not thrown). */
export const TOASTS = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  TRANSACTION_STARTED: 'Transaction started',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  SOLANA_SEND_FAILED: 'Failed to send transaction. Please try again.',
  INVALID_AMOUNT_OR_RECEIVER: 'Please enter a valid amount and receiver address',
  SIGNATURE_DECLINED: 'Signature declined',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  FRAME_ERROR: 'An error occurred',
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  SIGN_MESSAGE_FAILED: 'Sign message failed',
  ESTIMATE_GAS_FAILED: 'error estimating gas',
  /** Shown when a failure carries no catalogue text of its own. */
  CONNECTION_FAILED: 'Connection failed',
  SWITCH_NETWORK_FAILED: 'Could not switch network',
  /** Success toast of a send (spec section 4, Send). */
  TRANSACTION_SENT: 'Transaction sent',
} as const

export type ToastKey = keyof typeof TOASTS
