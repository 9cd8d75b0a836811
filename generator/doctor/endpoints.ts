import type { ResolvedConfig } from '../../runtime/config/index.ts'
import type { Network } from '../../runtime/core/types.ts'

export type EndpointKind = 'rpc' | 'dataApi' | 'catalogueApi' | 'analyticsApi' | 'relay'

export interface Endpoint {
  /** What the developer recognises: `services.dataApi`, `networks[0] rpc (eip155:31337)`. */
  name: string
  url: string
  kind: EndpointKind
  /** For RPC URLs: the network they must answer for. */
  network?: Network
}

/** Every URL the runtime will call for this config: the services, then each network's RPC URLs. */
export function configuredEndpoints(config: ResolvedConfig): Endpoint[] {
  const endpoints: Endpoint[] = []
  const { dataApi, catalogueApi, analyticsApi, walletConnectRelay } = config.services
  if (dataApi) endpoints.push({ name: 'services.dataApi', url: dataApi, kind: 'dataApi' })
  if (catalogueApi) endpoints.push({ name: 'services.catalogueApi', url: catalogueApi, kind: 'catalogueApi' })
  if (analyticsApi) endpoints.push({ name: 'services.analyticsApi', url: analyticsApi, kind: 'analyticsApi' })
  if (walletConnectRelay)
    endpoints.push({ name: 'services.walletConnectRelay', url: walletConnectRelay, kind: 'relay' })
  config.networks.forEach((network, i) => {
    for (const url of network.rpcUrls.default.http) {
      endpoints.push({ name: `networks[${i}] rpc (${network.caipNetworkId})`, url, kind: 'rpc', network })
    }
    for (const { url } of config.customRpcUrls[network.caipNetworkId] ?? []) {
      endpoints.push({ name: `customRpcUrls ${network.caipNetworkId}`, url, kind: 'rpc', network })
    }
  })
  return endpoints
}
