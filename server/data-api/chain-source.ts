import type { Address } from 'viem'
import type { PriceFeed, PriceFeedOnChain } from './prices/price-feed.ts'

/**
 * A currency the data API knows. Its price comes from its USD feed (other fiat currencies are converted
 * with their own feeds); without a feed, or while the feed's answer is not trustworthy, it has no price.
 */
export interface PricedCurrency {
  name: string
  symbol: string
  decimals: number
  priceFeed?: PriceFeed
}

/** An ERC20 token the data API knows on a chain. */
export interface TokenSource extends PricedCurrency {
  address: Address
  /** Its transfers are flagged as spam in history (spec section 9 drops all-spam transactions). */
  spam: boolean
  /** Listed as swappable on the convert endpoints (its Uniswap v3 pools decide whether a trade has a route). */
  swappable: boolean
  /** The on-ramp sells it. */
  onramp: boolean
}

/** An EVM chain the data API serves, as its operator configures it: the node, currencies and contracts. */
export interface ChainSource {
  chainId: number
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeCurrency: PricedCurrency
  tokens: TokenSource[]
  /** The Uniswap v3 deployment quotes and swaps go through (convert endpoints, swap history); without it the chain has no swaps. */
  uniswapV3?: UniswapV3Source
  /**
   * ENS's Universal Resolver on this chain (Ethereum: 0xeeeeeeee14d718c2b47d9923deab1335e144eeee, the
   * address viem uses): the identity and reverse lookups read primary names and avatars through it.
   * Without one the chain has no ENS names.
   */
  ensUniversalResolver?: Address
  /** The smart-session code accounts delegate to (EIP-7702); without one the chain has no smart sessions. */
  sessionAccount?: Address
  /**
   * Token lists in the Token Lists standard (tokenlists.org), by http(s) URL or file path: their tokens on
   * this chain are read in the balances besides `tokens` (without a feed they have no price). Without it,
   * Portkit's default list of the chain (Ethereum, Base, Arbitrum); `[]` for none.
   */
  tokenLists?: string[]
  /**
   * How many blocks below the tip the history looks for tokens others sent the account (Transfer logs);
   * 100,000 by default (about two weeks of Ethereum blocks; a chain with faster blocks may want more).
   */
  transferLogWindow?: number
  /**
   * The NFT collections whose tokens the NFTs endpoint answers on this chain (there is no indexer: only
   * listed collections are read). An NFT of any other collection is not shown, nor one listed as spam.
   */
  nftCollections?: NftCollectionSource[]
}

/** An NFT collection the operator lists on a chain (docs/running-the-services.md, NFT collections). */
export interface NftCollectionSource {
  address: Address
  /**
   * `erc721` must also implement ERC-721 Enumerable (tokenOfOwnerByIndex), or a holder's tokens cannot
   * be found without an indexer; `erc1155` is read for `tokenIds` only (the standard cannot enumerate).
   */
  standard: 'erc721' | 'erc1155'
  /** Shown as the collection's name (the operator's word, not the contract's). */
  name: string
  /** ERC-1155: the token ids read, as decimal strings. */
  tokenIds?: string[]
  /** Listed to be kept out: its tokens are never read or shown (e.g. an airdrop that baits holders). */
  spam?: boolean
}

/**
 * A chain's Uniswap v3 contracts (docs/running-the-services.md lists the official ones). Quotes go through
 * QuoterV2, swaps and approvals to SwapRouter02; the pools hold `weth` in place of the native currency.
 */
export interface UniswapV3Source {
  factory: Address
  quoterV2: Address
  swapRouter02: Address
  /** The wrapped native currency (WETH9 on Ethereum, WPOL on Polygon) SwapRouter02 and QuoterV2 were deployed with. */
  weth: Address
  /** The pool fees tried, in hundredths of a basis point; UNISWAP_FEE_TIERS (500, 3000, 10000) by default. */
  feeTiers?: readonly number[]
}

/** An SPL token the data API prices on the Solana chain, from a feed on one of the served EVM chains. */
export interface SplTokenSource {
  /** Base58 mint address. */
  address: string
  name: string
  symbol: string
  decimals: number
  priceFeed?: PriceFeedOnChain
}

/** The Solana chain the data API serves balances of (names and history are EVM-only, spec 9). */
export interface SolanaChainSource {
  caipNetworkId: string
  name: string
  /** A Solana node's JSON-RPC URL: balances are read with getBalance and getTokenAccountsByOwner. */
  rpcUrl: string
  tokens: SplTokenSource[]
  /** SOL's USD feed, on one of the served EVM chains (Chainlink publishes SOL / USD on Ethereum). */
  nativePriceFeed?: PriceFeedOnChain
}
