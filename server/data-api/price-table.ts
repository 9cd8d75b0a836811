import { badRequest } from '../http/api-error.ts'

/**
 * The devnet's fixed exchange rates: fiat units per US dollar. Token prices are kept in USD (see
 * fixture-tokens.ts) and converted, so every endpoint quotes the same market.
 */
const FIAT_PER_USD: Record<string, number> = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
}

export const SUPPORTED_FIAT = Object.keys(FIAT_PER_USD)

/** Units of `currency` per USD; a 400 naming the field for a currency the devnet does not price. */
export function fiatRate(currency: string, name = 'currency'): number {
  const rate = FIAT_PER_USD[currency.toLowerCase()]
  if (rate === undefined) {
    throw badRequest(
      name,
      `Unsupported currency ${JSON.stringify(currency)}; the devnet prices ${SUPPORTED_FIAT.join(', ')}`,
    )
  }
  return rate
}

/** Rounded to 6 significant decimals so float noise (1.08 * 0.92) does not leak into responses. */
export function priceIn(priceUsd: number, rate: number): number {
  return Math.round(priceUsd * rate * 1e6) / 1e6
}
