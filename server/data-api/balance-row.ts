import { formatUnits } from 'viem'
import { tokenIconUrl, type CommonQuery, type DataApiContext } from './context.ts'
import type { DataApiSchemas } from './data-api-types.ts'
import { priceIn } from './price-table.ts'

type TokenBalance = DataApiSchemas['TokenBalance']

/** A fungible an account holds on one chain, as the balance rows show it. */
export interface Holding {
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  /** The token's address on its chain; undefined for the chain's native currency (its row has none). */
  address: string | undefined
  /** In the fungible's smallest unit. */
  amount: bigint
}

/**
 * The rows of GET /v1/account/{address}/balance for one chain, EVM or Solana alike: non-zero holdings
 * only, priced in the asked currency (`rate`: its units per USD), each value rounded to cents.
 */
export function balanceRows(
  context: DataApiContext,
  query: CommonQuery,
  rate: number,
  caipNetworkId: string,
  holdings: Holding[],
): TokenBalance[] {
  return holdings
    .filter((holding) => holding.amount !== 0n)
    .map((holding) => {
      const price = priceIn(holding.priceUsd, rate)
      const numeric = formatUnits(holding.amount, holding.decimals)
      return {
        name: holding.name,
        symbol: holding.symbol,
        chainId: caipNetworkId,
        ...(holding.address === undefined ? {} : { address: `${caipNetworkId}:${holding.address}` }),
        value: Math.round(Number(numeric) * price * 100) / 100,
        price,
        quantity: { decimals: String(holding.decimals), numeric },
        iconUrl: tokenIconUrl(context, query, holding.symbol),
      }
    })
}
