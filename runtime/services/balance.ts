import { MalformedAnswerError } from '../core/errors.ts'
import type { components } from './api/data-api.gen.ts'
import type { DataApiClient } from './api/clients.ts'
import { dataApiGuards } from './api/contract-answer.ts'

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
        chainId: query.chainId,
        ...(query.forceUpdate?.length ? { forceUpdate: query.forceUpdate.join(',') } : {}),
      },
    },
  })
  if (!data || !Array.isArray(data.balances)) throw new MalformedAnswerError('balance')
  // A server may answer with anything: only the entries its contract allows are shown.
  return dropZeroDecimalTokens(data.balances.filter((await dataApiGuards()).isTokenBalance))
}

/** The CAIP-2 ids the data API serves over HTTP, and those of them it lists the history of. */
export interface SupportedChains {
  http: ReadonlySet<string>
  history: ReadonlySet<string>
}

/** GET /v1/supported-chains. */
export async function fetchSupportedChains(client: DataApiClient): Promise<SupportedChains> {
  const { data } = await client.GET('/v1/supported-chains')
  if (!data || !Array.isArray(data.http)) throw new MalformedAnswerError('supported-chains')
  // Only the ids the contract allows; a server that does not say serves the history of every chain it serves.
  const { isCaipNetworkId } = await dataApiGuards()
  const http = data.http.filter(isCaipNetworkId)
  const history = Array.isArray(data.history) ? data.history.filter(isCaipNetworkId) : http
  return { http: new Set(http), history: new Set(history) }
}
