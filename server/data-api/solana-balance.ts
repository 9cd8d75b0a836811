import { balanceRows } from './balance-row.ts'
import type { CommonQuery, DataApiContext } from './context.ts'
import type { DataApiSchemas } from './data-api-types.ts'
import { pricesIn } from './prices/fiat.ts'
import { readSolanaBalances } from './solana-rpc-balances.ts'

type TokenBalance = DataApiSchemas['TokenBalance']

const LAMPORT_DECIMALS = 9

/**
 * GET /v1/account/{address}/balance for a Solana address: SOL and the configured SPL tokens, read from
 * the chain's node now (getBalance, getTokenAccountsByOwner), priced from their feeds on EVM chains. Non-zero balances
 * only, as for EVM; none when no Solana chain is served or the request names another chain.
 */
export async function solanaBalances(
  context: DataApiContext,
  owner: string,
  query: CommonQuery & { chainId?: string; currency: string },
): Promise<TokenBalance[]> {
  const chain = context.solana
  if (!chain || (query.chainId !== undefined && query.chainId !== chain.caipNetworkId)) return []
  const [read, prices] = await Promise.all([
    readSolanaBalances(
      chain.rpcUrl,
      owner,
      chain.tokens.map((token) => token.address),
    ),
    pricesIn(context.prices, query.currency, [
      chain.nativePriceFeed,
      ...chain.tokens.map((token) => token.priceFeed),
    ]),
  ])
  const sol = {
    address: undefined,
    name: 'Solana',
    symbol: 'SOL',
    decimals: LAMPORT_DECIMALS,
    price: prices[0],
    amount: read.lamports,
  }
  const tokens = chain.tokens.map(({ address, name, symbol, decimals }, i) => ({
    address,
    name,
    symbol,
    decimals,
    price: prices[i + 1],
    amount: read.tokens[i] ?? 0n,
  }))
  return balanceRows(context, query, chain.caipNetworkId, [sol, ...tokens])
}
