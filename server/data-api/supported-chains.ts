import type { DataApiContext } from './context.ts'
import type { DataApiHandler } from './data-api-types.ts'

/** GET /v1/supported-chains: the devnet chains, over HTTP only (the RPC proxy has no WebSocket side),
 * and the Solana chain when it runs (its balances). */
export function getSupportedChainsHandler(context: DataApiContext): DataApiHandler<'getSupportedChains'> {
  return () => ({
    json: {
      http: [
        ...context.chains.map((chain) => chain.caipNetworkId),
        ...(context.solana ? [context.solana.caipNetworkId] : []),
      ],
      ws: [],
    },
  })
}
