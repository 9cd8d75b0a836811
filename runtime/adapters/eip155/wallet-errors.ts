import { ChainNotSupportedError, UserRejectedError } from '../../core/errors.ts'

/** Error codes after which a switch is retried as an add-chain (spec section 8, Chain switch). */
const ADD_CHAIN_CODES = new Set([4902, 5000, 32603, -32603])

/** Numeric codes on the error and its causes: viem wraps the wallet's own error. */
function codesOf(error: unknown): number[] {
  const codes: number[] = []
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'number') codes.push(e.code)
    if (typeof e !== 'object') break
  }
  return codes
}

function messagesOf(error: unknown): string {
  const parts: string[] = []
  for (
    let e = error as { message?: unknown; cause?: unknown } | undefined;
    e && typeof e === 'object';
    e = e.cause as typeof e
  ) {
    if (typeof e.message === 'string') parts.push(e.message)
  }
  return parts.join(' ').toLowerCase()
}

export function isUserRejection(error: unknown): boolean {
  const text = messagesOf(error)
  return (
    codesOf(error).includes(4001) ||
    text.includes('user rejected') ||
    text.includes('connection request reset')
  )
}

export function needsAddChain(error: unknown): boolean {
  return codesOf(error).some((code) => ADD_CHAIN_CODES.has(code))
}

/** Maps wallet failures to the catalogue's errors; anything else passes through unchanged. */
export function mapWalletError(error: unknown): unknown {
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  return error
}

export function chainNotSupported(cause: unknown): Error {
  return isUserRejection(cause) ? new UserRejectedError({ cause }) : new ChainNotSupportedError({ cause })
}
