import { RPC_BATCH_SIZE, RPC_TIMEOUT_MS } from '../../runtime/core/constants.ts'
import { ApiError, badRequest } from '../http/api-error.ts'
import type { ExtraRoute } from '../http/contract-router.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { parseCaipNetworkId } from './inputs.ts'
import { findChain, type ServedChain } from './served-chain.ts'

/**
 * What a page may ask the node through the proxy: the chain's public reads and a signed transaction's
 * broadcast. Nothing that acts with the node's own accounts (eth_sendTransaction, eth_sign...) or
 * administers it (anvil_, debug_, admin_, personal_...): the proxy is public, the node is the host's.
 */
const SIGNING_METHODS = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_coinbase',
])
const OTHER_PUBLIC_METHODS = new Set(['net_version', 'net_listening', 'web3_clientVersion'])

export function isProxiedMethod(method: unknown): boolean {
  if (typeof method !== 'string') return false
  if (OTHER_PUBLIC_METHODS.has(method)) return true
  return method.startsWith('eth_') && !SIGNING_METHODS.has(method)
}

/** Each call of a request or batch (at most RPC_BATCH_SIZE) must be one the proxy serves. */
function checkProxiedCalls(calls: unknown[]): void {
  if (calls.length === 0 || calls.length > RPC_BATCH_SIZE)
    throw badRequest('body', `A batch holds 1 to ${RPC_BATCH_SIZE} calls`)
  const refused = calls
    .map((call) => (call as { method?: unknown } | null)?.method)
    .filter((method) => !isProxiedMethod(method))
  if (refused.length > 0)
    throw badRequest('body.method', `The RPC proxy does not serve ${refused.map(String).join(', ')}`)
}

/**
 * POST /v1/?chainId=eip155:31337&projectId=...: the chain RPC proxy of spec section 7. Forwards the
 * JSON-RPC body (single or batch of public calls) to the node of that chain and relays its answer as is. Its URL
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
      checkProxiedCalls(Array.isArray(body) ? body : [body])

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
