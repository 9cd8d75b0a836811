import {
  ChainNotSupportedError,
  errorCodesOf,
  isUserRejection,
  UserRejectedError,
} from '../../core/errors.ts'

/** Error codes after which a switch is retried as an add-chain (spec section 8, Chain switch). */
const ADD_CHAIN_CODES = new Set([4902, 5000, 32603, -32603])

export function needsAddChain(error: unknown): boolean {
  return errorCodesOf(error).some((code) => ADD_CHAIN_CODES.has(code))
}

/** Maps wallet failures to the catalogue's errors; anything else passes through unchanged. */
export function mapWalletError(error: unknown): unknown {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  return error
}

export function chainNotSupported(cause: unknown): Error {
  return isUserRejection(cause) ? new UserRejectedError({ cause }) : new ChainNotSupportedError({ cause })
}
