import {
  isUserRejection,
  PairingFailedError,
  UserRejectedError,
  WalletRequestError,
  WalletRpcError,
} from '../../core/errors.ts'

export { WalletRpcError }

/** WalletConnect's "user rejected" (CAIP-25 / SDK code 5000) is EIP-1193's 4001. */
const SDK_USER_REJECTED = 5000
const EIP1193_USER_REJECTED = 4001

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : ''
}

/**
 * The SDK rejects with plain `{ code, message }` objects (the wallet's JSON-RPC error) or Errors; callers
 * of an EIP-1193 provider expect Errors with a code.
 */
export function toProviderError(error: unknown): Error {
  if (error instanceof WalletRpcError) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = messageOf(error) || 'The wallet request failed'
  if (typeof code === 'number') {
    const data = (error as { data?: unknown }).data
    return new WalletRpcError(code === SDK_USER_REJECTED ? EIP1193_USER_REJECTED : code, message, data)
  }
  return error instanceof Error ? error : new WalletRequestError(message, { cause: error })
}

/** A failed pairing as the catalogue names it (spec section 8: user rejection maps to a user-rejected error). */
export function toPairingError(error: unknown): Error {
  // toProviderError turns the SDK's 5000 into 4001, so one rejection rule serves both.
  if (isUserRejection(toProviderError(error))) return new UserRejectedError({ cause: error })
  return new PairingFailedError(messageOf(error), { cause: error })
}
