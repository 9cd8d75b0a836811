import type { DevnetManifest } from '../../devnet/manifest.ts'
import { ALERTS, alertText } from '../../runtime/core/errors.ts'
import type { Network } from '../../runtime/core/types.ts'
import { expectArray, fail } from './checks.ts'
import { resolveNetwork } from './validate-network.ts'

/** The app's networks: at least one, no caipNetworkId twice; with the devnet, local chains get its RPC URLs. */
export function resolveNetworks(value: unknown, manifest?: DevnetManifest): Network[] {
  const networks = expectArray(value, 'networks', { nonEmpty: true }).map((network, i) =>
    resolveNetwork(network, `networks[${i}]`),
  )
  networks.forEach((network, i) => {
    const first = networks.findIndex((other) => other.caipNetworkId === network.caipNetworkId)
    if (first !== i)
      fail(`networks[${i}].caipNetworkId`, `duplicate ${network.caipNetworkId} (also networks[${first}])`)
  })
  return manifest ? useDevnetRpc(networks, manifest) : networks
}

export function resolveDefaultNetwork(value: unknown, networks: Network[]): string {
  if (value === undefined) return networks[0]!.caipNetworkId
  if (typeof value !== 'string' || !networks.some((network) => network.caipNetworkId === value)) {
    fail('defaultNetwork', alertText(ALERTS.NETWORK_NOT_FOUND))
  }
  return value
}

/** Local chains get the RPC URL the devnet actually listens on (its ports are picked at start). */
function useDevnetRpc(networks: Network[], manifest: DevnetManifest): Network[] {
  return networks.map((network) => {
    const chain =
      network.chainNamespace === 'eip155'
        ? manifest.chains.find((candidate) => candidate.chainId === Number(network.id))
        : undefined
    return chain
      ? { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [chain.rpcUrl] } } }
      : network
  })
}
