import { formatUnits, parseUnits } from '../../runtime/plugins/index.ts'
import { SWAP_SLIPPAGE } from './constants.ts'

/** A decimal amount in the token's smallest unit; excess fraction digits are cut, never rounded up. */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return parseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
}

/** Bought amount after the spec's slippage tolerance: what the swap guarantees at least. */
export function minimumReceived(toAmount: bigint, slippagePercent = SWAP_SLIPPAGE): bigint {
  return (toAmount * BigInt(Math.round((100 - slippagePercent) * 100))) / 10_000n
}

/** One side of a trade: an amount in the token's smallest unit, its decimals and its USD spot price. */
export interface PricedAmount {
  amount: bigint
  decimals: number
  price: number
}

/**
 * Price impact in percent: how much less the quote gives than the spot prices (POST /v1/fungible/price)
 * say the sold amount is worth, `1 - (bought * priceOut) / (sold * priceIn)`; never below 0. Undefined
 * without both prices or with nothing sold.
 */
export function priceImpactPercent(sold: PricedAmount, bought: PricedAmount): number | undefined {
  if (!(sold.price > 0) || !(bought.price > 0) || sold.amount <= 0n) return undefined
  const soldValue = Number(formatUnits(sold.amount, sold.decimals)) * sold.price
  const boughtValue = Number(formatUnits(bought.amount, bought.decimals)) * bought.price
  // Rounded to a millionth of a percent, so float noise never tips a value across the warning threshold.
  return Math.max(0, Math.round((1 - boughtValue / soldValue) * 100 * 1e6) / 1e6)
}

/** A price impact as shown: two decimals, and '< 0.01%' rather than a misleading '0.00%'. */
export function formatPercent(percent: number): string {
  return percent < 0.01 ? '< 0.01%' : `${percent.toFixed(2)}%`
}
