import type { ServedChain } from '../served-chain.ts'
import { DEFAULT_TOKEN_LISTS } from './default-token-lists.ts'
import { listedTokens, readTokenList, type ListedToken } from './listed-tokens.ts'

/** Lists change rarely: each is read again after an hour. */
export const TOKEN_LIST_REFRESH_MS = 60 * 60_000

export interface ChainTokenLists {
  /** The tokens the chain's lists name (its `tokenLists`, else Portkit's default list for it), deduplicated. */
  tokensOf(chain: ServedChain): Promise<ListedToken[]>
}

/**
 * The chains' token lists, each read at most once per TOKEN_LIST_REFRESH_MS and kept in memory (public
 * data any replica reads again). A list that cannot be read adds nothing until the next try: the
 * configured tokens are still served.
 */
export function createChainTokenLists(): ChainTokenLists {
  const read = new Map<string, { at: number; tokens: Promise<ListedToken[]> }>()
  const fromSource = (source: string, chainId: number): Promise<ListedToken[]> => {
    const key = `${chainId} ${source}`
    const known = read.get(key)
    if (known && Date.now() - known.at < TOKEN_LIST_REFRESH_MS) return known.tokens
    const tokens = readTokenList(source).then(
      (document) => listedTokens(document, chainId),
      () => {
        read.delete(key)
        return []
      },
    )
    read.set(key, { at: Date.now(), tokens })
    return tokens
  }
  return {
    async tokensOf(chain) {
      const lists = await Promise.all(
        (chain.tokenLists ?? []).map((source) => fromSource(source, chain.chainId)),
      )
      const defaults = chain.tokenLists === undefined ? (DEFAULT_TOKEN_LISTS[chain.chainId] ?? []) : []
      const byAddress = new Map<string, ListedToken>()
      for (const token of [...lists.flat(), ...defaults]) {
        const key = token.address.toLowerCase()
        if (!byAddress.has(key)) byAddress.set(key, token)
      }
      return [...byAddress.values()]
    },
  }
}
