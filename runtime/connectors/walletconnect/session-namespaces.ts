import { networkRpcUrls } from '../../config/rpc-urls.ts'
import type { ResolvedConfig } from '../../config/types.ts'

/**
 * What the dapp asks a wallet to approve: signing, sending and switching between the configured chains,
 * and EIP-5792 batches (`sendCalls`, `getCallsStatus`, `getCapabilities` of the host actions). All are
 * optional: a wallet approves what it supports, and a method it left out is refused here with 4200
 * before the relay is asked (for wallet_sendCalls, the host actions then send the calls one by one).
 */
export const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged']

export interface RequestedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /**
   * Chain reference -> RPC URL: the first of the network's RPC URLs under the config (its customRpcUrls
   * entry, else the network's own), never a hosted RPC. The SDK takes one URL per chain.
   */
  rpcMap: Record<string, string>
  defaultChain?: string
}

/**
 * The optional namespaces of a session proposal, from the configured networks (eip155 for now), with
 * the default network first so the session starts on it.
 */
export function sessionNamespaces(config: ResolvedConfig): Record<string, RequestedNamespace> {
  const networks = config.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .sort(
      (a, b) =>
        Number(b.caipNetworkId === config.defaultNetwork) - Number(a.caipNetworkId === config.defaultNetwork),
    )
  if (networks.length === 0) return {}
  const rpcMap: Record<string, string> = {}
  for (const network of networks) {
    const [url] = networkRpcUrls(config, network)
    if (url) rpcMap[String(network.id)] = url
  }
  return {
    eip155: {
      chains: networks.map((network) => network.caipNetworkId),
      methods: EIP155_METHODS,
      events: EIP155_EVENTS,
      rpcMap,
      defaultChain: String(networks[0]!.id),
    },
  }
}
