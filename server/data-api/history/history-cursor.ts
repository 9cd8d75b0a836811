import { badRequest } from '../../http/api-error.ts'
import type { ServedChain } from '../served-chain.ts'
import type { ChainPosition } from './history-position.ts'

/** Per chain id, where its next page starts: before this position. Chains left out have nothing more. */
export type HistoryCursor = Map<number, ChainPosition>

/**
 * The `next` cursor holds, for each chain with more to show, the position the following page starts before:
 * a place on the chain, not in a list a server keeps, so any replica can serve it and newer blocks mined in
 * between do not shift it. Opaque to clients (base64url JSON).
 */
export function encodeCursor(cursor: HistoryCursor): string {
  const fields = [...cursor].map(([chainId, { blockNumber, index }]) => [
    chainId,
    blockNumber.toString(),
    index,
  ])
  return Buffer.from(JSON.stringify(fields)).toString('base64url')
}

/** A cursor this API returned as `next` on one of `chains`; anything else is a 400 naming `cursor`. */
export function decodeCursor(cursor: string, chains: ServedChain[]): HistoryCursor {
  const invalid = () =>
    badRequest('cursor', `${JSON.stringify(cursor)} is not a cursor this API returned as next`)
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  if (!Array.isArray(fields) || fields.length === 0) throw invalid()
  const decoded: HistoryCursor = new Map()
  for (const field of fields) {
    if (!isPositionField(field)) throw invalid()
    const [chainId, blockNumber, index] = field
    if (decoded.has(chainId) || !chains.some((chain) => chain.chainId === chainId)) throw invalid()
    decoded.set(chainId, { blockNumber: BigInt(blockNumber), index })
  }
  return decoded
}

function isPositionField(field: unknown): field is [number, string, number] {
  return (
    Array.isArray(field) &&
    field.length === 3 &&
    Number.isSafeInteger(field[0]) &&
    typeof field[1] === 'string' &&
    /^\d{1,20}$/.test(field[1]) &&
    Number.isSafeInteger(field[2]) &&
    (field[2] as number) >= 0
  )
}
