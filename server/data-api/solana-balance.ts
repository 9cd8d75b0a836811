import { formatUnits } from 'viem'
import { tokenIconUrl, type CommonQuery, type DataApiContext } from './context.ts'
import type { DataApiSchemas } from './data-api-types.ts'
import { priceIn } from './price-table.ts'

type TokenBalance = DataApiSchemas['TokenBalance']

/** The devnet's SOL price in USD (its fixed market, like the EVM fixtures' prices). */
export const SOL_PRICE_USD = 150
const LAMPORT_DECIMALS = 9

/**
 * GET /v1/account/{address}/balance for a Solana address: SOL and the SPL fixture tokens, read from
 * litesvm now. Non-zero balances only, as for EVM; none when the devnet runs no Solana chain or the
 * request names another chain.
 */
export function solanaBalances(
  context: DataApiContext,
  owner: string,
  query: CommonQuery & { chainId?: string },
  rate: number,
): TokenBalance[] {
  const chain = context.solana
  if (!chain || (query.chainId !== undefined && query.chainId !== chain.caipNetworkId)) return []
  const read = chain.balances(owner)
  const held = [
    {
      address: undefined,
      name: 'Solana',
      symbol: 'SOL',
      decimals: LAMPORT_DECIMALS,
      priceUsd: SOL_PRICE_USD,
    },
    ...chain.tokens,
  ]
  const amounts = [read.lamports, ...read.tokens]
  return held.flatMap((fungible, i): TokenBalance[] => {
    const amount = amounts[i] ?? 0n
    if (amount === 0n) return []
    const price = priceIn(fungible.priceUsd, rate)
    const numeric = formatUnits(amount, fungible.decimals)
    return [
      {
        name: fungible.name,
        symbol: fungible.symbol,
        chainId: chain.caipNetworkId as TokenBalance['chainId'],
        ...(fungible.address === undefined
          ? {}
          : { address: `${chain.caipNetworkId}:${fungible.address}` as TokenBalance['address'] }),
        value: Math.round(Number(numeric) * price * 100) / 100,
        price,
        quantity: { decimals: String(fungible.decimals), numeric },
        iconUrl: tokenIconUrl(context, query, fungible.symbol),
      },
    ]
  })
}
