import { fallback, http, type Transport } from 'viem'
import { MULTICALL_BATCH, RPC_BATCH_SIZE, RPC_RANKING, RPC_TIMEOUT_MS } from '../../core/constants.ts'
import { MissingRpcUrlError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'

/** A network's RPC URLs in the order they are tried (`readRpcUrls` under the instance's config). */
export type RpcUrlsOf = (network: Network) => readonly string[]
/** Whether a network's URLs are ranked (`ranksRpcUrls` under the instance's config). */
export type RankedOf = (network: Network) => boolean

/**
 * HTTP to the network's RPC URLs, the requests made together batched (spec section 9: batch size 1000,
 * timeout 10 s): one URL is a plain `http` transport; several are viem's fallback over them, so a dead URL
 * (e.g. an unreachable custom RPC) gives way to the next, and `ranked` (not for the host's customRpcUrls,
 * whose order is the rule) puts the most stable and fastest first. Errors that no other node would answer
 * differently (a revert, a rejection) are not retried elsewhere. Nothing is retried on the same URL
 * (viem's default is 3 more tries): each try of a hung node waits the full 10 s, so a read of the default
 * two URLs would keep the visitor on 'Loading balance…' for 80 s; a dead URL gives way to the next instead.
 */
export function rpcTransport(network: Network, urls: readonly string[], ranked = true): Transport {
  const [first, ...rest] = urls
  if (!first) throw new MissingRpcUrlError(network.caipNetworkId)
  const transports = urls.map((url) =>
    http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 0, batch: { batchSize: RPC_BATCH_SIZE } }),
  )
  if (rest.length === 0) return transports[0]!
  return ranked ? rankedFallback(transports) : fallback(transports, { retryCount: 0 })
}

/**
 * viem's fallback with ranking (spec section 9: pinged every 4 s, the last 10 samples scored 0.7 by
 * stability and 0.3 by latency): calls go to the best-scoring transport first.
 */
export function rankedFallback(transports: Transport[]): Transport {
  const { intervalMs, sampleCount, weights } = RPC_RANKING
  return fallback(transports, { retryCount: 0, rank: { interval: intervalMs, sampleCount, weights } })
}

/** A read client's batching: contract calls of one tick go in one Multicall3 call (spec section 9). */
export const READ_CLIENT_BATCH = { multicall: MULTICALL_BATCH } as const
