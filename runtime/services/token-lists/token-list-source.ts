import { defaultTokenList } from './default-lists.ts'
import { parseTokenList, type TokenList, type TokenListToken } from './token-list.ts'

interface Options {
  /** The host's `tokenLists` URLs. */
  urls: readonly string[]
  fetch?: typeof fetch
}

/**
 * The tokens whose balances are read over the RPC on a chain: Portkit's default list for it and the
 * host's lists by URL. The host's lists are fetched once per instance, on the first read (after the
 * visitor connects); one that fails or breaks the standard is skipped with a warning, never the rest.
 */
export function createTokenListSource({ urls, fetch: fetchImpl = fetch }: Options) {
  let hostLists: Promise<TokenList[]> | undefined

  async function fetchList(url: string): Promise<TokenList | undefined> {
    const skipped = (why: unknown) => {
      console.warn(`[portkit] token list ${url} skipped`, why)
      return undefined
    }
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' } })
      if (!response.ok) return skipped(`HTTP ${response.status}`)
      return parseTokenList(await response.json(), url)
    } catch (error) {
      return skipped(error)
    }
  }

  return {
    /** The listed tokens of an EVM chain, each address once (Portkit's list first). */
    async tokensFor(chainId: number): Promise<TokenListToken[]> {
      hostLists ??= Promise.all(urls.map(fetchList)).then((lists) =>
        lists.filter((list) => list !== undefined),
      )
      const lists = [await defaultTokenList(chainId), ...(await hostLists)]
      const seen = new Set<string>()
      return lists
        .flatMap((list) => list?.tokens ?? [])
        .filter((token) => {
          const key = token.address.toLowerCase()
          if (token.chainId !== chainId || seen.has(key)) return false
          seen.add(key)
          return true
        })
    },
  }
}

export type TokenListSource = ReturnType<typeof createTokenListSource>
