import { badRequest } from '../../http/api-error.ts'
import type { HistoryPosition } from './history-index.ts'

/**
 * The `next` cursor is the position of the last transaction of a page, so the following page starts
 * right after it even when newer blocks were mined in between. Opaque to clients (base64url JSON).
 */
export function encodeCursor(position: HistoryPosition): string {
  const fields = [position.timestamp, position.chainId, position.blockNumber.toString(), position.index]
  return Buffer.from(JSON.stringify(fields)).toString('base64url')
}

export function decodeCursor(cursor: string): HistoryPosition {
  const invalid = () =>
    badRequest('cursor', `${JSON.stringify(cursor)} is not a cursor this API returned as next`)
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  if (
    !Array.isArray(fields) ||
    fields.length !== 4 ||
    !Number.isInteger(fields[0]) ||
    !Number.isInteger(fields[1]) ||
    typeof fields[2] !== 'string' ||
    !/^\d+$/.test(fields[2]) ||
    !Number.isInteger(fields[3])
  ) {
    throw invalid()
  }
  const [timestamp, chainId, blockNumber, index] = fields as [number, number, string, number]
  return { timestamp, chainId, blockNumber: BigInt(blockNumber), index }
}
