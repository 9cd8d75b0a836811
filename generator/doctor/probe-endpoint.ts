import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { SDK_TYPE } from '../../runtime/core/constants.ts'
import { HttpStatusError } from '../../runtime/core/errors.ts'
import { createCatalogueApiClient, createDataApiClient } from '../../runtime/services/api/clients.ts'
import { portkitVersion } from '../compose/portkit-version.ts'
import type { Endpoint } from './endpoints.ts'

export interface ProbeResult {
  ok: boolean
  detail: string
  ms: number
  /** Set when nothing accepted the connection (ECONNREFUSED): the server is not running. */
  refused?: boolean
}

/**
 * One request per endpoint, cut off after `timeoutMs`. The services are asked a read-only question through
 * their typed clients; RPC URLs are asked their chain id, which must match the network's.
 */
export async function probeEndpoint(
  endpoint: Endpoint,
  config: ResolvedConfig,
  timeoutMs: number,
): Promise<ProbeResult> {
  const started = performance.now()
  const signal = AbortSignal.timeout(timeoutMs)
  const done = (ok: boolean, detail: string) => ({ ok, detail, ms: Math.round(performance.now() - started) })
  try {
    const result = await ask(endpoint, config, signal)
    return done(result.ok, result.detail)
  } catch (error) {
    if (signal.aborted) return done(false, `no answer within ${timeoutMs} ms`)
    // The service's own reason, e.g. a projectId the server has no project for.
    if (error instanceof HttpStatusError)
      return done(false, [`HTTP ${error.status}`, error.reasons[0]?.description].filter(Boolean).join(': '))
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { ...done(false, cause ?? (error as Error).message), refused: cause === 'ECONNREFUSED' }
  }
}

async function ask(
  endpoint: Endpoint,
  config: ResolvedConfig,
  signal: AbortSignal,
): Promise<{ ok: boolean; detail: string }> {
  const fetchWithSignal: typeof fetch = (input, init) => fetch(input, { ...init, signal })
  const options = {
    baseUrl: endpoint.url,
    projectId: config.projectId,
    clientId: config.clientId,
    sdkType: SDK_TYPE,
    sdkVersion: portkitVersion(),
    fetch: fetchWithSignal,
  }
  switch (endpoint.kind) {
    case 'dataApi': {
      const { data } = await createDataApiClient(options).GET('/v1/supported-chains')
      return { ok: true, detail: `serves ${data?.http.length ?? 0} chains` }
    }
    case 'catalogueApi': {
      const { data } = await createCatalogueApiClient(options).GET('/getAnalyticsConfig')
      return { ok: true, detail: `analytics ${data?.isAnalyticsEnabled ? 'on' : 'off'}` }
    }
    case 'analyticsApi':
    case 'relay': {
      // The analytics contract has only POST /e (doctor must not record events) and the relay speaks
      // WebSocket: any HTTP answer from the server shows it is there.
      const url = endpoint.url.replace(/^ws(s?):/, 'http$1:')
      const response = await fetchWithSignal(url, { method: 'GET' })
      await response.body?.cancel()
      return { ok: true, detail: `reachable (HTTP ${response.status})` }
    }
    case 'rpc':
      return askChainId(endpoint, fetchWithSignal)
  }
}

async function askChainId(
  endpoint: Endpoint,
  fetchWithSignal: typeof fetch,
): Promise<{ ok: boolean; detail: string }> {
  if (endpoint.network?.chainNamespace !== 'eip155') {
    const response = await fetchWithSignal(endpoint.url, { method: 'POST', body: '{}' })
    await response.body?.cancel()
    return { ok: true, detail: `reachable (HTTP ${response.status})` }
  }
  const response = await fetchWithSignal(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  if (!response.ok) {
    await response.body?.cancel()
    return { ok: false, detail: `HTTP status code: ${response.status}` }
  }
  const { result } = (await response.json()) as { result?: string }
  const chainId = result === undefined ? undefined : Number(result)
  const expected = Number(endpoint.network.id)
  if (chainId !== expected)
    return { ok: false, detail: `answers chain ${chainId ?? 'nothing'}, expected ${expected}` }
  return { ok: true, detail: `chain ${chainId}` }
}
