import { badRequest } from '../../http/api-error.ts'
import type { PriceFeedOnChain } from './price-feed.ts'
import type { PriceSource } from './price-source.ts'

/** A 400 naming `field` unless the server prices in `currency` (it has a feed for it, or it is usd). */
export function checkFiatCurrency(prices: PriceSource, currency: string, field: string): void {
  if (prices.fiatCurrencies.includes(currency.toLowerCase())) return
  throw badRequest(field, unsupportedCurrency(prices, currency))
}

export const unsupportedCurrency = (prices: PriceSource, currency: string) =>
  `Unsupported currency ${JSON.stringify(currency)}; this server prices ${prices.fiatCurrencies.join(', ')}`

/**
 * A USD price in a fiat currency (`usdPerFiat`: USD per unit of it), rounded to 6 decimals so float noise
 * (1 / 1.08695652) does not leak into responses; undefined when either price is unknown.
 */
export function priceIn(priceUsd: number | undefined, usdPerFiat: number | undefined): number | undefined {
  if (priceUsd === undefined || usdPerFiat === undefined) return undefined
  return Math.round((priceUsd / usdPerFiat) * 1e6) / 1e6
}

/** The price of each feed's currency in `currency`, in order; undefined where there is none. */
export async function pricesIn(
  prices: PriceSource,
  currency: string,
  feeds: (PriceFeedOnChain | undefined)[],
): Promise<(number | undefined)[]> {
  const [usdPerFiat, pricesUsd] = await Promise.all([prices.usdPerFiat(currency), prices.usdPrices(feeds)])
  return pricesUsd.map((priceUsd) => priceIn(priceUsd, usdPerFiat))
}
