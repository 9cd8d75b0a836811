import type { DataApiContext } from './context.ts'
import type { DataApiHandler } from './data-api-types.ts'
import type { ServedChain } from './served-chain.ts'

/**
 * GET /v1/supported-chains: the served chains, over HTTP only (the RPC proxy has no WebSocket side), and the
 * Solana chain when it runs (its balances); `history` lists the EVM chains whose nodes serve the Otterscan
 * search, so the modal offers Activity only there.
 */
export function getSupportedChainsHandler(context: DataApiContext): DataApiHandler<'getSupportedChains'> {
  return async () => ({
    json: {
      http: [
        ...context.chains.map((chain) => chain.caipNetworkId),
        ...(context.solana ? [context.solana.caipNetworkId] : []),
      ],
      ws: [],
      history: await chainsWithHistory(context),
    },
  })
}

/** A node that does not answer now is left out of this answer, and asked again for the next. */
async function chainsWithHistory(context: DataApiContext): Promise<string[]> {
  const serves = (chain: ServedChain) => context.history.servesHistory(chain).catch(() => false)
  const flags = await Promise.all(context.chains.map(serves))
  return context.chains.filter((_, i) => flags[i]).map((chain) => chain.caipNetworkId)
}
