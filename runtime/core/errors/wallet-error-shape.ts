/**
 * Reading a wallet's failure, whoever wrapped it: viem wraps the wallet's error as `cause`, the
 * WalletConnect SDK rejects with plain `{ code, message }` objects.
 */

/** Numeric codes on the error and its causes. */
export function errorCodesOf(error: unknown): number[] {
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

/** User rejection (spec section 8): code 4001, or the wallet's 'user rejected' / 'connection request reset'. */
export function isUserRejection(error: unknown): boolean {
  const text = typeof error === 'string' ? error.toLowerCase() : messagesOf(error)
  return (
    errorCodesOf(error).includes(4001) ||
    text.includes('user rejected') ||
    text.includes('connection request reset')
  )
}
