import { formatUnits } from 'viem'
import { tokenIconUrl, type CommonQuery, type DataApiContext } from './context.ts'
import type { DataApiSchemas } from './data-api-types.ts'

type TokenBalance = DataApiSchemas['TokenBalance']

/** A fungible an account holds on one chain, as the balance rows show it. */
export interface Holding {
  name: string
  symbol: string
  decimals: number
  /** In the asked fiat currency; undefined when there is no price for it. */
  price: number | undefined
  /** The token's address on its chain; undefined for the chain's native currency (its row has none). */
  address: string | undefined
  /** In the fungible's smallest unit. */
  amount: bigint
}

/**
 * The rows of GET /v1/account/{address}/balance for one chain, EVM or Solana alike: non-zero holdings
 * only, each value rounded to cents. A holding without a price gets price 0 (the contract requires a
 * number; the runtime reads 0 as unpriced) and no value.
 */
export function balanceRows(
  context: DataApiContext,
  query: CommonQuery,
  caipNetworkId: string,
  holdings: Holding[],
): TokenBalance[] {
  return holdings
    .filter((holding) => holding.amount !== 0n)
    .map((holding) => {
      const numeric = formatUnits(holding.amount, holding.decimals)
      return {
        name: holding.name,
        symbol: holding.symbol,
        chainId: caipNetworkId,
        ...(holding.address === undefined ? {} : { address: `${caipNetworkId}:${holding.address}` }),
        ...(holding.price === undefined
          ? { price: 0 }
          : { value: Math.round(Number(numeric) * holding.price * 100) / 100, price: holding.price }),
        quantity: { decimals: String(holding.decimals), numeric },
        iconUrl: tokenIconUrl(context, query, holding.symbol),
      }
    })
}
