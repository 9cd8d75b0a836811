/**
 * Failures viem already names (spec section 8, Fallbacks): surfaced as they are, never re-implemented.
 * Callers match on these classes exactly as on ours.
 */
export {
  ChainMismatchError,
  EnsAvatarInvalidNftUriError,
  EnsAvatarUnsupportedNamespaceError,
  EnsAvatarUriResolutionError,
  FeeCapTooHighError,
  FeeConflictError,
  InsufficientFundsError,
  InvalidAddressError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
