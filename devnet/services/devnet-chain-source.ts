import type { DeployedFixtures } from '../contracts/deploy-fixtures.ts'
import { DEVNET_FEED_MAX_AGE_SECONDS } from '../contracts/fixture-feeds.ts'
import { NATIVE_CURRENCY } from '../contracts/fixture-tokens.ts'
import type { ServedSolanaChain } from '../solana/solana-part.ts'
import { DEVNET_CONTRACTS, devnetAlpha } from '../../runtime/networks/devnet.ts'
import type { ChainSource, SolanaChainSource } from '../../server/data-api/chain-source.ts'
import type { PriceFeedOnChain } from '../../server/data-api/prices/price-feed.ts'

/** A devnet chain before its fixtures are deployed: what the data API needs to reach it. */
export interface DevnetChainInput {
  chainId: number
  caipNetworkId: string
  name: string
  rpcUrl: string
}

/** A devnet chain as the server is configured with it: its node, the fixture tokens, feeds and contracts. */
export function devnetChainSource(chain: DevnetChainInput, fixtures: DeployedFixtures): ChainSource {
  return {
    ...chain,
    nativeCurrency: { ...NATIVE_CURRENCY, ...priceFeedOf(chain.chainId, fixtures, NATIVE_CURRENCY.symbol) },
    tokens: fixtures.tokens.map(({ address, name, symbol, decimals, spam, poolNative, onrampReserve }) => ({
      address,
      name,
      symbol,
      decimals,
      ...priceFeedOf(chain.chainId, fixtures, symbol),
      spam,
      swappable: poolNative > 0,
      onramp: onrampReserve > 0,
    })),
    ...(fixtures.uniswapV3 ? { uniswapV3: fixtures.uniswapV3 } : {}),
    sessionAccount: fixtures.sessionAccount,
    // The spam collection is listed too, as spam: an operator lists a known bait collection to keep it out.
    nftCollections: fixtures.nftCollections.map(({ symbol: _symbol, ...collection }) => collection),
    ...ensOn(chain.chainId),
  }
}

/** ENS is deployed on Alpha only (start-devnet.ts), its Universal Resolver where viem finds mainnet's. */
function ensOn(chainId: number): Pick<ChainSource, 'ensUniversalResolver'> {
  return chainId === devnetAlpha.id
    ? { ensUniversalResolver: DEVNET_CONTRACTS.ensUniversalResolver.address }
    : {}
}

/** `{ priceFeed }` for a symbol the chain has a devnet feed for, read on that chain; nothing otherwise. */
export function priceFeedOf(
  chainId: number,
  fixtures: DeployedFixtures,
  symbol: string,
): { priceFeed?: PriceFeedOnChain } {
  const address = fixtures.priceFeeds[symbol]
  return address ? { priceFeed: { chainId, address, maxAgeSeconds: DEVNET_FEED_MAX_AGE_SECONDS } } : {}
}

/** The fiat currencies the devnet prices besides usd, from the feeds on its first chain. */
export function devnetFiatPriceFeeds(
  chainId: number,
  fixtures: DeployedFixtures,
): Record<string, PriceFeedOnChain> {
  const feeds: Record<string, PriceFeedOnChain> = {}
  for (const code of ['EUR', 'GBP']) {
    const { priceFeed } = priceFeedOf(chainId, fixtures, code)
    if (priceFeed) feeds[code.toLowerCase()] = priceFeed
  }
  return feeds
}

/** The Solana chain with SOL and its SPL tokens priced from the feeds on an EVM chain of the devnet. */
export function solanaWithPriceFeeds(
  solana: ServedSolanaChain,
  chainId: number,
  fixtures: DeployedFixtures,
): SolanaChainSource {
  const nativePriceFeed = priceFeedOf(chainId, fixtures, 'SOL').priceFeed
  return {
    ...solana,
    ...(nativePriceFeed ? { nativePriceFeed } : {}),
    tokens: solana.tokens.map((token) => ({ ...token, ...priceFeedOf(chainId, fixtures, token.symbol) })),
  }
}
