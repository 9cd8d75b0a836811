import { effect } from '@preact/signals-core'
import type { Chain } from 'viem'
import { reconnect } from 'wagmi/actions'
import { createConfig, type Config, type CreateConnectorFn, type Storage, type Transport } from 'wagmi'
import { rpcTransport } from '../../adapters/eip155/rpc-transport.ts'
import { networkRpcUrls, ranksRpcUrls, readRpcUrls } from '../../config/rpc-urls.ts'
import { ConfigError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import { eip155Session, portkitConnector, PORTKIT_CONNECTOR_ID, type PortkitBridgeHost } from './connector.ts'
import { followRestore } from './restore-status.ts'

export interface PortkitWagmiConfigOptions {
  /**
   * A transport per chain id instead of HTTP to the network's RPC URLs under the Portkit config (its
   * customRpcUrls first, else the data API's RPC proxy, then the network's own; several are ranked).
   */
  transports?: Record<number, Transport>
  /** Connectors next to Portkit's own (Portkit's modal already offers every wallet it discovers). */
  connectors?: CreateConnectorFn[]
  /** wagmi's persisted state; wagmi's default (localStorage in a browser) when left out. */
  storage?: Storage | null
  /** wagmi's server-side rendering mode. */
  ssr?: boolean
}

/**
 * A Portkit eip155 network as a viem chain (Portkit's networks already have viem's shape), with the
 * network's own RPC URLs unless `rpcUrls` says otherwise.
 */
export function toViemChain(
  network: Network,
  rpcUrls: readonly string[] = network.rpcUrls.default.http,
): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrls } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet,
  }
}

/**
 * A wagmi `Config` over the Portkit config's eip155 networks (each with the transport Portkit reads it
 * through: readRpcUrls)
 * whose connector is `portkitConnector(portkit)`. When Portkit connects or restores a session on its own
 * (the modal, a page reload), wagmi follows: the connector reports the connection and, if wagmi missed
 * it (e.g. it was reconnecting at the time), the config reconnects to it. While Portkit restores a stored
 * session, wagmi's status is `reconnecting` (followRestore).
 */
export function createPortkitWagmiConfig(
  portkit: PortkitBridgeHost,
  options: PortkitWagmiConfigOptions = {},
): Config<readonly [Chain, ...Chain[]], Record<number, Transport>> {
  const { config: portkitConfig } = portkit.state
  const networks = portkitConfig.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => ({ network, rpcUrls: readRpcUrls(portkitConfig, network) }))
  // A chain wagmi may hand a wallet (wallet_addEthereumChain) carries the network's own URLs, not the proxy.
  const [first, ...rest] = networks.map(({ network }) =>
    toViemChain(network, networkRpcUrls(portkitConfig, network)),
  )
  if (!first) throw new ConfigError('networks', 'the wagmi bridge needs at least one eip155 network')
  const chains = [first, ...rest] as const
  // The same transports as Portkit's own reads: one URL over http, several through viem's fallback.
  const transports = Object.fromEntries(
    networks.map(({ network, rpcUrls }) => [
      Number(network.id),
      options.transports?.[Number(network.id)] ??
        rpcTransport(network, rpcUrls, ranksRpcUrls(portkitConfig, network)),
    ]),
  )
  const config = createConfig({
    chains,
    transports,
    connectors: [portkitConnector(portkit), ...(options.connectors ?? [])],
    // Portkit discovers EIP-6963 wallets itself; wagmi listing them too would offer each twice.
    multiInjectedProviderDiscovery: false,
    ...(options.storage !== undefined ? { storage: options.storage } : {}),
    ...(options.ssr !== undefined ? { ssr: options.ssr } : {}),
  })
  followRestore(portkit, config)
  const connector = config.connectors.find((candidate) => candidate.id === PORTKIT_CONNECTOR_ID)!
  let reconnecting = false
  effect(() => {
    if (!eip155Session(portkit) || reconnecting) return
    const state = config.state
    if (state.status === 'connected' && state.connections.has(connector.uid)) return
    reconnecting = true
    void reconnect(config, { connectors: [connector] }).finally(() => (reconnecting = false))
  })
  return config
}
