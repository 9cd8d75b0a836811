import type { TokenList } from './token-list.ts'

/**
 * Portkit's own default token lists, one lazy chunk per chain: a page only loads the list of the chain
 * the visitor is on, and only once it reads balances (never in the initial JS).
 */
const DEFAULT_LISTS: Partial<Record<number, () => Promise<{ default: TokenList }>>> = {
  1: () => import('./lists/ethereum.ts'),
  10: () => import('./lists/optimism.ts'),
  56: () => import('./lists/bsc.ts'),
  137: () => import('./lists/polygon.ts'),
  8453: () => import('./lists/base.ts'),
  42161: () => import('./lists/arbitrum.ts'),
}

/** The default list of an EVM chain, or undefined when Portkit has none for it. */
export async function defaultTokenList(chainId: number): Promise<TokenList | undefined> {
  return (await DEFAULT_LISTS[chainId]?.())?.default
}
