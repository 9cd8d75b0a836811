import type { components } from './api/data-api.gen.ts'
import type { DataApiClient } from './api/clients.ts'

/** Spec section 3, Token balance (the data API's own shape). */
export type TokenBalance = components['schemas']['TokenBalance']

export interface BalanceQuery {
  address: string
  /** CAIP-2 id of the network asked about. */
  chainId: string
  /** Fiat currency of `price` and `value`. */
  currency?: string
  /** CAIP-10 token addresses to refresh (the config's `tokens`). */
  forceUpdate?: string[]
}

/** Spec section 5: tokens whose decimals are '0' are not shown (tickets, counters). */
export function dropZeroDecimalTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/** GET /v1/account/{address}/balance; throws on a failed call or a body that is not a balance list. */
export async function fetchTokenBalances(
  client: DataApiClient,
  query: BalanceQuery,
): Promise<TokenBalance[]> {
  const { data } = await client.GET('/v1/account/{address}/balance', {
    params: {
      path: { address: query.address },
      query: {
        currency: query.currency ?? 'usd',
        chainId: query.chainId as TokenBalance['chainId'],
        ...(query.forceUpdate?.length ? { forceUpdate: query.forceUpdate.join(',') } : {}),
      },
    },
  })
  if (!data || !Array.isArray(data.balances)) throw new TypeError('Malformed balance response')
  return dropZeroDecimalTokens(data.balances.filter(isTokenBalance))
}

/** The CAIP-2 ids the data API serves over HTTP, and those of them it lists the history of. */
export interface SupportedChains {
  http: ReadonlySet<string>
  history: ReadonlySet<string>
}

/** GET /v1/supported-chains. */
export async function fetchSupportedChains(client: DataApiClient): Promise<SupportedChains> {
  const { data } = await client.GET('/v1/supported-chains')
  if (!data || !Array.isArray(data.http)) throw new TypeError('Malformed supported-chains response')
  // A server that does not say serves the history of every chain it serves.
  return { http: new Set(data.http), history: new Set(data.history ?? data.http) }
}

/** A server may answer with anything; only well-formed entries are shown. */
function isTokenBalance(value: unknown): value is TokenBalance {
  const item = value as Partial<TokenBalance> | null
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.symbol === 'string' &&
    typeof item.name === 'string' &&
    typeof item.quantity?.decimals === 'string' &&
    typeof item.quantity.numeric === 'string'
  )
}
