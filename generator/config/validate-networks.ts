import { LITESVM_NATIVE_PACKAGE, litesvmNativePackage, type DevnetManifest } from '../../devnet/manifest.ts'
import { ALERTS, alertText } from '../../runtime/core/errors.ts'
import type { Network } from '../../runtime/core/types.ts'
import { devnetBitcoin, devnetSolana } from '../../runtime/networks/devnet.ts'
import { devInstallLine, peerInstallLine } from './check-optional-peers.ts'
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
  return manifest ? withDevnetRpc(networks, manifest) : networks
}

export function resolveDefaultNetwork(value: unknown, networks: Network[]): string {
  if (value === undefined) return networks[0]!.caipNetworkId
  if (typeof value !== 'string' || !networks.some((network) => network.caipNetworkId === value)) {
    fail('defaultNetwork', alertText(ALERTS.NETWORK_NOT_FOUND))
  }
  return value
}

/** Local chains get the RPC URL the devnet actually listens on (its ports are picked at start). */
function withDevnetRpc(networks: Network[], manifest: DevnetManifest): Network[] {
  return networks.map((network, i) => {
    if (network.caipNetworkId === devnetSolana.caipNetworkId) return withDevnetSolana(network, manifest, i)
    if (network.caipNetworkId === devnetBitcoin.caipNetworkId) return withDevnetBitcoin(network, manifest, i)
    const chain =
      network.chainNamespace === 'eip155'
        ? manifest.chains.find((candidate) => candidate.chainId === Number(network.id))
        : undefined
    return chain
      ? { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [chain.rpcUrl] } } }
      : network
  })
}

/**
 * The devnet's Solana chain runs only where @solana/web3.js (a dependency: the page loads it) and litesvm's
 * native build for the machine (a devDependency, like anvil) are installed.
 */
function withDevnetSolana(network: Network, manifest: DevnetManifest, index: number): Network {
  const rpcUrl = manifest.solana ? manifest.services.solanaRpc : undefined
  if (!rpcUrl) fail(`networks[${index}]`, `the running devnet has no Solana chain: ${solanaDevnetParts()}`)
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [rpcUrl] } } }
}

/** What to install for the devnet's Solana chain on this machine, and where litesvm has no build, that. */
export function solanaDevnetParts(platform: string = process.platform, arch: string = process.arch): string {
  const litesvm = litesvmNativePackage(platform, arch)
  if (litesvm === undefined)
    return `litesvm, which it runs on, has no build for ${platform}-${arch} (it has for macOS and Linux)`
  const web3 = peerInstallLine(['@solana/web3.js'])
  return `install its parts (${web3} && ${devInstallLine(litesvm, LITESVM_NATIVE_PACKAGE)}) and restart it`
}

/** The devnet's Bitcoin regtest API runs only where @scure/btc-signer is installed. */
function withDevnetBitcoin(network: Network, manifest: DevnetManifest, index: number): Network {
  const apiUrl = manifest.bitcoin ? manifest.services.bitcoinApi : undefined
  if (!apiUrl) {
    fail(
      `networks[${index}]`,
      `the running devnet has no Bitcoin chain: install its part (${peerInstallLine(['@scure/btc-signer'])}) and restart it`,
    )
  }
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [apiUrl] } } }
}
