import { fallback, http, type Transport } from 'viem'
import { MissingRpcUrlError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'

/** A network's RPC URLs in the order they are tried (`networkRpcUrls` under the instance's config). */
export type RpcUrlsOf = (network: Network) => readonly string[]

/**
 * HTTP to the network's RPC URLs: one URL is a plain `http` transport; several are viem's `fallback` over
 * them in order, so a dead first URL (e.g. an unreachable custom RPC) falls through to the next. Errors
 * that no other node would answer differently (a revert, a rejection) are not retried elsewhere.
 */
export function rpcTransport(network: Network, urls: readonly string[]): Transport {
  const [first, ...rest] = urls
  if (!first) throw new MissingRpcUrlError(network.caipNetworkId)
  return rest.length === 0 ? http(first) : fallback(urls.map((url) => http(url)))
}
