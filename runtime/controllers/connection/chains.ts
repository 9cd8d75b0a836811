import type { ChainNamespace, Network } from '../../core/types.ts'
import { unsupportedNetwork } from '../../core/unsupported-network.ts'
import type { PortkitState } from '../../state/create-state.ts'
import type { Connector } from '../types.ts'

/** Connector types whose one session spans chains: disconnecting one chain disconnects the others too. */
const SHARED_SESSION_TYPES = new Set<Connector['type']>(['WALLET_CONNECT', 'AUTH'])

/** The configured network of a wallet's chain reference, or an unsupported one standing for it. */
export function networkFor(portkit: PortkitState, namespace: ChainNamespace, reference: string): Network {
  const id = `${namespace}:${reference}`
  return (
    portkit.config.networks.find((n) => n.caipNetworkId === id) ?? unsupportedNetwork(namespace, reference)
  )
}

/** The namespaces connected or connecting. */
export function connectedChains(portkit: PortkitState): ChainNamespace[] {
  return Object.values(portkit.chains.value)
    .filter((chain) => chain.status !== 'disconnected')
    .map((chain) => chain.namespace)
}

/** The namespace, plus the chains sharing its wallet-connect or auth session; every chain without one. */
export function disconnectTargets(
  portkit: PortkitState,
  namespace: ChainNamespace | undefined,
): ChainNamespace[] {
  if (!namespace) return connectedChains(portkit)
  const type = portkit.connectorFor(namespace)?.type
  if (!type || !SHARED_SESSION_TYPES.has(type)) return [namespace]
  const sharing = connectedChains(portkit).filter((other) => portkit.connectorFor(other)?.type === type)
  return [...new Set([namespace, ...sharing])]
}
