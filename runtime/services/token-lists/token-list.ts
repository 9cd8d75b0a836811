import { PortkitError } from '../../core/errors.ts'

/**
 * The Token Lists standard (tokenlists.org): a named, versioned list of tokens, each with its chain id,
 * address, symbol, name and decimals. Portkit's own lists and the host's `tokenLists` share this shape.
 */
export interface TokenListToken {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
  logoURI?: string
}

export interface TokenList {
  name: string
  timestamp: string
  version: { major: number; minor: number; patch: number }
  tokens: TokenListToken[]
}

/** A list that does not follow the standard: the message says which field and where. */
export class InvalidTokenListError extends PortkitError {
  override name = 'InvalidTokenListError'
  constructor(source: string, problem: string) {
    super(`Token list ${source}: ${problem}`)
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
// The schema's limits: a symbol of up to 20 characters, a name up to 60, decimals 0 to 255.
const MAX_SYMBOL = 20
const MAX_NAME = 60

/**
 * Checks a fetched list against the standard's required fields (name, timestamp, version, tokens and each
 * token's chainId, address, symbol, name, decimals) and returns it; throws InvalidTokenListError otherwise.
 * A token's logoURI is kept only as the text it is: the safe-image rule decides whether it is ever shown.
 */
export function parseTokenList(value: unknown, source: string): TokenList {
  const list = value as Partial<TokenList> | null
  const fail = (problem: string): never => {
    throw new InvalidTokenListError(source, problem)
  }
  if (typeof list !== 'object' || list === null) return fail('is not a JSON object')
  if (typeof list.name !== 'string' || list.name === '') fail('has no name')
  if (typeof list.timestamp !== 'string' || Number.isNaN(Date.parse(list.timestamp))) fail('has no timestamp')
  const version = list.version
  if (!version || ![version.major, version.minor, version.patch].every(isCount)) fail('has no version')
  if (!Array.isArray(list.tokens)) return fail('has no tokens array')
  list.tokens.forEach((token, i) => checkToken(token, (problem) => fail(`tokens[${i}] ${problem}`)))
  return list as TokenList
}

function checkToken(value: unknown, fail: (problem: string) => never): void {
  const token = value as Partial<TokenListToken> | null
  if (typeof token !== 'object' || token === null) fail('is not an object')
  if (!isCount(token.chainId) || token.chainId < 1) fail('has no chainId')
  if (typeof token.address !== 'string' || !ADDRESS.test(token.address))
    fail('has no 0x address of 40 hex digits')
  if (!isText(token.symbol, MAX_SYMBOL)) fail(`has no symbol of 1 to ${MAX_SYMBOL} characters`)
  if (!isText(token.name, MAX_NAME)) fail(`has no name of 1 to ${MAX_NAME} characters`)
  if (!isCount(token.decimals) || token.decimals > 255) fail('has no decimals from 0 to 255')
  if (token.logoURI !== undefined && typeof token.logoURI !== 'string') fail('has a logoURI that is not text')
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max
