import { readFile } from 'node:fs/promises'
import { getAddress, isAddress, type Address } from 'viem'

/** A token of a list in the Token Lists standard (tokenlists.org): what the balances need of it. */
export interface ListedToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** How long a list URL may take to answer. */
const LIST_ANSWER_MS = 10_000

/** A list's document from an http(s) URL, or from a file path (relative to where the server runs). */
export async function readTokenList(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const answer = await fetch(source, { signal: AbortSignal.timeout(LIST_ANSWER_MS) })
    if (!answer.ok) throw new Error(`${source} answered ${answer.status}`)
    return answer.json()
  }
  return JSON.parse(await readFile(source, 'utf8')) as unknown
}

/**
 * The well-formed tokens of a Token Lists document on `chainId`: an address, a name and symbol of text, and
 * whole decimals of 0 to 255. Others are left out (a list is third-party data), as is a document without
 * a `tokens` array.
 */
export function listedTokens(document: unknown, chainId: number): ListedToken[] {
  const tokens = (document as { tokens?: unknown } | null)?.tokens
  if (!Array.isArray(tokens)) return []
  return tokens.flatMap((entry: unknown) => {
    const token = (entry ?? {}) as Record<string, unknown>
    const { address, name, symbol, decimals } = token
    const wellFormed =
      token.chainId === chainId &&
      typeof address === 'string' &&
      isAddress(address, { strict: false }) &&
      typeof name === 'string' &&
      typeof symbol === 'string' &&
      Number.isInteger(decimals) &&
      (decimals as number) >= 0 &&
      (decimals as number) <= 255
    return wellFormed ? [{ address: getAddress(address), name, symbol, decimals: decimals as number }] : []
  })
}
