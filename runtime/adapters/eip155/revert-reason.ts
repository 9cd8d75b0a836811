import { BaseError, decodeErrorResult, type Abi, type Hex } from 'viem'

/**
 * The text of a revert: the `Error(string)` message as it is, else the error with its arguments, e.g.
 * `ZeroAddress()` or `InsufficientBalance(0, 5)` for a contract's custom error, `Panic(17)` for a panic.
 */
export function revertReason(errorName: string, args: readonly unknown[] | undefined): string {
  // `Error(string)`'s one argument is its message.
  if (errorName === 'Error') return typeof args?.[0] === 'string' ? args[0] : ''
  return `${errorName}(${(args ?? []).map(String).join(', ')})`
}

/**
 * The reason in a failed call's revert data, which sits on the innermost cause (the node's RPC error).
 * `Error(string)` and panics decode with no ABI; a custom error needs the contract's `abi`.
 */
export function revertReasonIn(error: unknown, abi?: Abi | readonly unknown[]): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const cause = error.walk() as { data?: unknown }
  const data = typeof cause.data === 'object' ? (cause.data as { data?: unknown } | null)?.data : cause.data
  if (typeof data !== 'string' || !data.startsWith('0x')) return undefined
  try {
    const decoded = decodeErrorResult({ data: data as Hex, ...(abi ? { abi: abi as Abi } : {}) })
    return revertReason(decoded.errorName, decoded.args)
  } catch {
    return undefined
  }
}
