import type { ChainNamespace, Network } from '../core/types.ts'
import type { ResolvedConfig } from './types.ts'

/** Where a namespace starts: the config's default network when it is of that namespace, else its first one. */
export function startNetwork(config: ResolvedConfig, namespace: ChainNamespace): Network | undefined {
  const own = config.networks.filter((network) => network.chainNamespace === namespace)
  return own.find((network) => network.caipNetworkId === config.defaultNetwork) ?? own[0]
}
