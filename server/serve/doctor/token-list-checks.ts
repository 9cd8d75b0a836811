import type { ChainSource } from '../../data-api/chain-source.ts'
import { DEFAULT_TOKEN_LISTS } from '../../data-api/token-lists/default-token-lists.ts'
import { listedTokens, readTokenList } from '../../data-api/token-lists/listed-tokens.ts'
import { fail, off, ok, originOf, shortReason, type DoctorCheck } from './doctor-check.ts'

/** Each of the chain's token lists is read and counted as the balances read it (its tokens on this chain). */
export async function checkTokenLists(chain: ChainSource): Promise<DoctorCheck[]> {
  const subject = chain.caipNetworkId
  if (chain.tokenLists === undefined) {
    const defaults = DEFAULT_TOKEN_LISTS[chain.chainId]
    return [
      defaults
        ? ok(subject, 'token lists', `Portkit's default list: ${defaults.length} tokens`)
        : off(
            subject,
            'token lists',
            'none (no default list for this chain): balances show the configured tokens',
          ),
    ]
  }
  if (chain.tokenLists.length === 0)
    return [off(subject, 'token lists', 'none: balances show the configured tokens')]
  return Promise.all(
    chain.tokenLists.map(async (source) => {
      // A URL may carry a key in its path or query; a file path is the host's own.
      const shown = /^https?:\/\//.test(source) ? originOf(source) : source
      try {
        const count = listedTokens(await readTokenList(source), chain.chainId).length
        return ok(subject, 'token list', `${shown} lists ${count} tokens on this chain`)
      } catch (error) {
        return fail(
          subject,
          'token list',
          `${shown} could not be read: ${shortReason(error)}; its tokens are left out`,
        )
      }
    }),
  )
}
