import { balanceRows } from './balance-row.ts'
import type { CommonQuery, DataApiContext } from './context.ts'
import type { DataApiSchemas } from './data-api-types.ts'

type TokenBalance = DataApiSchemas['TokenBalance']

/** The devnet's SOL price in USD (its fixed market, like the EVM fixtures' prices). */
export const SOL_PRICE_USD = 150
const LAMPORT_DECIMALS = 9

/**
 * GET /v1/account/{address}/balance for a Solana address: SOL and the configured SPL tokens, read from
 * the chain's source now (litesvm on the devnet). Non-zero balances only, as for EVM; none when no Solana
 * chain is served or the request names another chain.
 */
export async function solanaBalances(
  context: DataApiContext,
  owner: string,
  query: CommonQuery & { chainId?: string },
  rate: number,
): Promise<TokenBalance[]> {
  const chain = context.solana
  if (!chain || (query.chainId !== undefined && query.chainId !== chain.caipNetworkId)) return []
  const read = await chain.balances(owner)
  const sol = {
    address: undefined,
    name: 'Solana',
    symbol: 'SOL',
    decimals: LAMPORT_DECIMALS,
    priceUsd: SOL_PRICE_USD,
    amount: read.lamports,
  }
  const tokens = chain.tokens.map(({ address, name, symbol, decimals, priceUsd }, i) => ({
    address,
    name,
    symbol,
    decimals,
    priceUsd,
    amount: read.tokens[i] ?? 0n,
  }))
  return balanceRows(context, query, rate, chain.caipNetworkId, [sol, ...tokens])
}
