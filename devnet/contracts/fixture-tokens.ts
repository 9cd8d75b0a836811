import { DEVNET_PRICES_USD } from './fixture-feeds.ts'

/**
 * The ERC20 fixtures deployed on every devnet chain, with the USD prices their devnet feeds start with.
 * One of each kind the runtime must handle: 18 and 6 decimals, 0 decimals (spec section 5 filters those
 * out) and a spam token (its transfers are flagged, spec section 9 drops all-spam transactions).
 */
export interface FixtureTokenSpec {
  name: string
  symbol: string
  decimals: number
  /** What its devnet price feed starts at, USD per whole token; none: no feed, so the data API has no price. */
  priceUsd?: number
  spam: boolean
  /** Whole tokens minted to each funded test account. */
  perAccount: number
  /**
   * Whole native currency (as WETH) in the token's Uniswap v3 pool, against the token at its feed's price;
   * 0 when the token is not swappable. The depth sets the price impact: selling 1 % of it costs about 1 %.
   */
  poolNative: number
  /** Whole tokens the devnet's on-ramp provider holds to deliver purchases; 0 when it does not sell it. */
  onrampReserve: number
}

export const FIXTURE_TOKENS = [
  {
    name: 'Portkit USD',
    symbol: 'PUSD',
    decimals: 18,
    priceUsd: 1,
    spam: false,
    perAccount: 10_000,
    poolNative: 100,
    onrampReserve: 1_000_000,
  },
  {
    name: 'Portkit Euro',
    symbol: 'PEUR',
    decimals: 6,
    priceUsd: 1.08,
    spam: false,
    perAccount: 2_500,
    poolNative: 100,
    onrampReserve: 0,
  },
  {
    name: 'Portkit Ticket',
    symbol: 'PTIX',
    decimals: 0,
    priceUsd: 2.5,
    spam: false,
    perAccount: 12,
    poolNative: 10,
    onrampReserve: 0,
  },
  {
    name: 'Claim Rewards At portkit-airdrop.example',
    symbol: 'AIRDROP',
    decimals: 18,
    spam: true,
    perAccount: 1_000_000,
    poolNative: 0,
    onrampReserve: 0,
  },
] as const satisfies readonly FixtureTokenSpec[]

export type FixtureTokenSymbol = (typeof FIXTURE_TOKENS)[number]['symbol']

/** The chains' native currency (its feed: DEVNET_PRICES_USD.ETH). */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/**
 * Whole tokens in a token's swap pool: its `poolNative` ETH at the feeds' starting prices (e.g. 100 ETH
 * at $3000 against 300 000 PUSD at $1), so the pools start at the prices the data API reports.
 */
export function poolTokenAmount(spec: FixtureTokenSpec): number {
  if (spec.priceUsd === undefined) throw new RangeError(`${spec.symbol} has no price to seed a pool at`)
  return (spec.poolNative * DEVNET_PRICES_USD.ETH) / spec.priceUsd
}
