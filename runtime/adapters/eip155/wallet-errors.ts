import {
  BaseError,
  ChainMismatchError,
  ContractFunctionRevertedError,
  FeeCapTooHighError,
  FeeConflictError,
  InsufficientFundsError,
  InvalidAddressError,
  NonceTooLowError,
  TipAboveFeeCapError,
  UnknownRpcError,
} from 'viem'
import {
  ChainNotSupportedError,
  errorCodesOf,
  isUserRejection,
  SwitchNetworkNotSupportedError,
  TransactionRevertedError,
  UserRejectedError,
} from '../../core/errors.ts'
import { revertReason } from './revert-reason.ts'

/** Error codes after which a switch is retried as an add-chain (spec section 8, Chain switch). */
const ADD_CHAIN_CODES = new Set([4902, 5000, 32603, -32603])

export function needsAddChain(error: unknown): boolean {
  return errorCodesOf(error).some((code) => ADD_CHAIN_CODES.has(code))
}

/** EIP-1193 "method not supported" (4200) and JSON-RPC "method not found" (-32601). */
const NOT_SUPPORTED_CODES = new Set([4200, -32601])

/**
 * A failed wallet_switchEthereumChain, as the catalogue names it: a wallet that has no switch at all is
 * SwitchNetworkNotSupportedError (spec section 8: a connector without switch support is an error), a
 * rejection is the user's; anything else as mapWalletError says.
 */
export function switchFailure(error: unknown): unknown {
  if (errorCodesOf(error).some((code) => NOT_SUPPORTED_CODES.has(code)))
    return new SwitchNetworkNotSupportedError({ cause: error })
  return mapWalletError(error)
}

/**
 * Maps wallet failures to the catalogue's errors. viem wraps a wallet error without an EIP-1193 code in
 * UnknownRpcError ('An unknown RPC error occurred.'); the wallet's own error says more (e.g. a blocked
 * window), so it is surfaced instead. Anything else passes through unchanged.
 */
export function mapWalletError(error: unknown): unknown {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  if (error instanceof UnknownRpcError && error.cause instanceof Error && !(error.cause instanceof BaseError))
    return error.cause
  return error
}

export function chainNotSupported(cause: unknown): Error {
  return isUserRejection(cause) ? new UserRejectedError({ cause }) : new ChainNotSupportedError({ cause })
}

/** viem's classes the catalogue surfaces as they are (spec section 8, Fallbacks: library errors). */
const SURFACED = [
  ChainMismatchError,
  InsufficientFundsError,
  NonceTooLowError,
  FeeConflictError,
  FeeCapTooHighError,
  TipAboveFeeCapError,
  InvalidAddressError,
]

/**
 * A failed sign, send or contract write, as the catalogue names it: the user's rejection, one of viem's
 * own classes found inside viem's wrapper (TransactionExecutionError, ContractFunctionExecutionError), or
 * a call the node says reverts, with its reason. Anything else passes through unchanged.
 */
export function mapTransactionError(error: unknown): unknown {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  if (!(error instanceof BaseError)) return error
  const surfaced = error.walk((cause) => SURFACED.some((kind) => cause instanceof kind))
  if (surfaced) return surfaced
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError) {
    const data = reverted.data
    const reason = reverted.reason ?? (data ? revertReason(data.errorName, data.args) : undefined)
    return new TransactionRevertedError(reason)
  }
  return error
}
