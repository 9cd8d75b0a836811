import { ApiError, badRequest } from '../http/api-error.ts'
import type { ExtraRoute } from '../http/contract-router.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { parseCaipNetworkId } from './inputs.ts'
import { findChain, type ServedChain } from './served-chain.ts'

/** Spec section 9: RPC calls time out after 10 s. */
const RPC_TIMEOUT_MS = 10_000

/**
 * POST /v1/?chainId=eip155:31337&projectId=...: the chain RPC proxy of spec section 7. Forwards the
 * JSON-RPC body (single or batch) to the devnet node of that chain and relays its answer as is. Its URL
 * carries only chainId and projectId (spec section 7), so st and sv are not required here.
 */
export function rpcProxyRoute(chains: ServedChain[]): ExtraRoute {
  return {
    method: 'POST',
    paths: ['/v1/', '/v1'],
    async handle(request, response, url) {
      const reasons = ['chainId', 'projectId']
        .filter((name) => !url.searchParams.get(name))
        .map((name) => ({ name, description: `The query parameter ${name} is required` }))
      if (reasons.length > 0) throw new ApiError(400, reasons)
      const caipNetworkId = parseCaipNetworkId(url.searchParams.get('chainId')!, 'chainId')
      const chain = findChain(chains, caipNetworkId)
      if (!chain) throw badRequest('chainId', `The RPC proxy does not serve ${caipNetworkId}`)
      const body = await readJsonBody(request)
      if (typeof body !== 'object' || body === null) {
        throw badRequest('body', 'A JSON-RPC request (object) or batch (array) is required')
      }

      const upstream = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new ApiError(502, [
          {
            name: 'upstream',
            description: `The ${caipNetworkId} node did not answer: ${(error as Error).message}`,
          },
        ])
      })
      const text = await upstream.text()
      response.statusCode = upstream.status
      response.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/json')
      response.end(text)
    },
  }
}
