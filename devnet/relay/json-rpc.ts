/**
 * JSON-RPC 2.0 framing for the local relay. WalletConnect clients use 19-digit request ids (above
 * Number.MAX_SAFE_INTEGER), so ids are kept as their exact digits from parse to reply.
 */

/** An id as it came on the wire: a safe number, a string, or the exact digits of a large integer. */
export type RpcId = number | string | BigDigits | null

/** Digits of an integer too large for a JS number, written back unchanged. */
export class BigDigits {
  constructor(readonly digits: string) {}
}

export interface RpcRequest {
  id?: RpcId
  method: string
  params?: unknown
}

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

/** Thrown by handlers; becomes a JSON-RPC error reply with this code and message. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const MARKER = '\u0000bigint:'
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y

/** JSON.parse that keeps integers beyond 2^53 exact (as BigDigits) instead of rounding them. */
export function parseJson(text: string): unknown {
  return JSON.parse(quoteBigIntegers(text), (_key, value: unknown): unknown =>
    typeof value === 'string' && value.startsWith(MARKER) ? new BigDigits(value.slice(MARKER.length)) : value,
  )
}

/** Wraps bare integer tokens that a double cannot hold in marker strings; strings are left alone. */
function quoteBigIntegers(text: string): string {
  let out = ''
  let start = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
      continue
    }
    if (ch === '"') {
      inString = true
      continue
    }
    if (ch !== '-' && (ch < '0' || ch > '9')) continue
    NUMBER.lastIndex = i
    const token = NUMBER.exec(text)?.[0]
    if (!token) continue
    if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) {
      out += text.slice(start, i) + JSON.stringify(MARKER + token)
      start = i + token.length
    }
    i += token.length - 1
  }
  return out + text.slice(start)
}

/** JSON.stringify that writes BigDigits back as the bare integer they came from. */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof BigDigits ? MARKER + item.digits : item,
  )
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}

export function resultReply(id: RpcId, result: unknown) {
  return { id, jsonrpc: '2.0', result }
}

export function errorReply(id: RpcId, code: number, message: string) {
  return { id, jsonrpc: '2.0', error: { code, message } }
}

/** A request object, or a reason why the value is not one. */
export function toRequest(value: unknown): RpcRequest | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected a JSON-RPC object'
  const { id, method } = value as Record<string, unknown>
  if (typeof method !== 'string' || method === '') return 'method must be a non-empty string'
  if (
    id !== undefined &&
    id !== null &&
    !['number', 'string'].includes(typeof id) &&
    !(id instanceof BigDigits)
  ) {
    return 'id must be a number, a string or null'
  }
  return value as RpcRequest
}

/** Replies (results and errors) from the client, e.g. its acknowledgement of a delivered message. */
export function isReply(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return record.method === undefined && ('result' in record || 'error' in record)
}
