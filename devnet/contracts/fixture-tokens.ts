/**
 * The ERC20 fixtures deployed on every devnet chain, with the fiat prices the data API reports for them.
 * One of each kind the runtime must handle: 18 and 6 decimals, 0 decimals (spec section 5 filters those
 * out) and a spam token (its transfers are flagged, spec section 9 drops all-spam transactions).
 */
export interface FixtureTokenSpec {
  name: string
  symbol: string
  decimals: number
  /** Price of one whole token in USD; the EUR price is derived (see price-table.ts). */
  priceUsd: number
  spam: boolean
  /** Whole tokens minted to each funded test account. */
  perAccount: number
  /** Whole tokens the swap router holds so swaps into the token can be paid out; 0 when not swappable. */
  routerReserve: number
}

export const FIXTURE_TOKENS = [
  {
    name: 'Portkit USD',
    symbol: 'PUSD',
    decimals: 18,
    priceUsd: 1,
    spam: false,
    perAccount: 10_000,
    routerReserve: 1_000_000,
  },
  {
    name: 'Portkit Euro',
    symbol: 'PEUR',
    decimals: 6,
    priceUsd: 1.08,
    spam: false,
    perAccount: 2_500,
    routerReserve: 1_000_000,
  },
  {
    name: 'Portkit Ticket',
    symbol: 'PTIX',
    decimals: 0,
    priceUsd: 2.5,
    spam: false,
    perAccount: 12,
    routerReserve: 100_000,
  },
  {
    name: 'Claim Rewards At portkit-airdrop.example',
    symbol: 'AIRDROP',
    decimals: 18,
    priceUsd: 0,
    spam: true,
    perAccount: 1_000_000,
    routerReserve: 0,
  },
] as const satisfies readonly FixtureTokenSpec[]

export type FixtureTokenSymbol = (typeof FIXTURE_TOKENS)[number]['symbol']

/** The chains' native currency, priced like the tokens. */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3_000 } as const

/** The placeholder address that stands for the native currency in swap and price calls. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Native currency the swap router holds so swaps into ETH can be paid out. */
export const ROUTER_NATIVE_RESERVE = 1_000
