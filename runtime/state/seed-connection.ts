import { unsupportedNetwork } from '../core/unsupported-network.ts'
import type { ChainNamespace } from '../core/types.ts'
import type { PortkitInitialState } from '../services/connection-cookie.ts'
import { updateChain, type PortkitState } from './create-state.ts'

/**
 * Starts the state from a request cookie's connections (`portkit/ssr`), so the server render and the
 * hydrating render both show the account. Only namespaces the config has are taken; the wallet re-sync
 * at start confirms each one or clears it.
 */
export function seedConnection(state: PortkitState, initial: PortkitInitialState): void {
  for (const [namespace, connection] of Object.entries(initial.connections)) {
    if (!connection || !(namespace in state.chains.value)) continue
    const caipNetwork =
      state.config.networks.find((network) => network.caipNetworkId === connection.caipNetworkId) ??
      unsupportedNetwork(namespace as ChainNamespace, connection.caipNetworkId.slice(namespace.length + 1))
    updateChain(state, namespace as ChainNamespace, {
      status: 'connected',
      address: connection.address,
      connectorId: connection.connectorId,
      caipNetwork,
    })
  }
  if (state.chains.value[initial.activeChain]?.status === 'connected')
    state.activeChain.value = initial.activeChain
}
