/**
 * Swap constants of spec section 9, and the few this plugin needs that the spec leaves open (marked so).
 * They live with the plugin, so a build without it carries none of them.
 */

/** Spec section 9, Swap networks (eip155 chain ids). */
export const SWAP_NETWORK_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const

/**
 * The devnet's two chains (Portkit Devnet Alpha and Beta): the devnet serves /v1/convert/* on both with its
 * Uniswap v3 (devnet/services/README.md), so it declares them swap networks too.
 */
export const DEVNET_SWAP_NETWORK_IDS = [31337, 31338] as const

/** Spec section 9: swap slippage tolerance, in percent (sent as `eip155.slippage`). */
export const SWAP_SLIPPAGE = 1

/**
 * How long a quote is trusted (not in the spec): one older than this is asked again before the swap is
 * built, so the visitor never signs for a price they did not see.
 */
export const QUOTE_VALIDITY_MS = 30_000

/**
 * The placeholder address that stands for the native currency in convert and price calls (spec section 9
 * says there is one per namespace without giving it; this is the usual EVM one, and the devnet's).
 */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * The most decimals a swap token may have (not in the spec): an ERC-20's `decimals()` is a uint8. A token
 * the service lists with more is not offered; its amounts could not even be written out (a huge
 * `decimals` makes formatUnits throw).
 */
export const MAX_TOKEN_DECIMALS = 255

/** Gas units assumed for the network-fee preview before the swap is built (not in the spec). */
export const SWAP_GAS_PREVIEW = 300_000n

/** Fiat currency of the prices shown. */
export const PRICE_CURRENCY = 'usd'

/**
 * Price impact (not in the spec) above which the Swap view warns, in percent: how much less the quote gives
 * than the tokens' spot prices from POST /v1/fungible/price. 3 % is where common swap interfaces start
 * warning; below it the impact is still shown, as a plain detail row.
 */
export const PRICE_IMPACT_WARNING_PERCENT = 3
