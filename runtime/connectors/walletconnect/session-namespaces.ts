import { networkRpcUrls } from '../../config/rpc-urls.ts'
import type { ResolvedConfig } from '../../config/types.ts'
import type { ChainNamespace, Network } from '../../core/types.ts'

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

/**
 * WalletConnect's solana namespace (spec sections 6 and 7: the Solana sign methods). Keys, messages and
 * signatures travel as base58, transactions as base64.
 */
export const SOLANA_WC_METHODS = {
  signMessage: 'solana_signMessage',
  signTransaction: 'solana_signTransaction',
  signAndSendTransaction: 'solana_signAndSendTransaction',
} as const

/**
 * WalletConnect's bip122 namespace (its Bitcoin RPC): the account's addresses with their public keys,
 * BIP-322 message signatures and PSBT signing (the adapter builds and broadcasts). PSBTs and signatures
 * travel as base64.
 */
export const BIP122_WC_METHODS = {
  getAccountAddresses: 'getAccountAddresses',
  signMessage: 'signMessage',
  signPsbt: 'signPsbt',
} as const

/** The chain families a WalletConnect session carries. */
export const SESSION_NAMESPACES = ['eip155', 'solana', 'bip122'] as const satisfies readonly ChainNamespace[]
export type SessionNamespace = (typeof SESSION_NAMESPACES)[number]

export interface RequestedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /**
   * Chain -> RPC URL: the first of the network's RPC URLs under the config (its customRpcUrls entry, else
   * the network's own), never a hosted RPC. The SDK takes one URL per chain, keyed as it reads them: by
   * chain reference for eip155, by CAIP-2 id for solana and bip122.
   */
  rpcMap: Record<string, string>
  defaultChain?: string
}

/** The configured networks of a namespace, the default network first so the session starts on it. */
function networksOf(config: ResolvedConfig, namespace: SessionNamespace): Network[] {
  return config.networks
    .filter((network) => network.chainNamespace === namespace)
    .sort(
      (a, b) =>
        Number(b.caipNetworkId === config.defaultNetwork) - Number(a.caipNetworkId === config.defaultNetwork),
    )
}

function rpcMapOf(config: ResolvedConfig, networks: Network[], key: (network: Network) => string) {
  const rpcMap: Record<string, string> = {}
  for (const network of networks) {
    const [url] = networkRpcUrls(config, network)
    if (url) rpcMap[key(network)] = url
  }
  return rpcMap
}

/**
 * The optional namespaces of a session proposal, from the configured networks: eip155, solana and
 * bip122, each only when the config has networks of it.
 */
export function sessionNamespaces(
  config: ResolvedConfig,
): Partial<Record<SessionNamespace, RequestedNamespace>> {
  const namespaces: Partial<Record<SessionNamespace, RequestedNamespace>> = {}
  const evm = networksOf(config, 'eip155')
  if (evm.length > 0) {
    namespaces.eip155 = {
      chains: evm.map((network) => network.caipNetworkId),
      methods: EIP155_METHODS,
      events: EIP155_EVENTS,
      rpcMap: rpcMapOf(config, evm, (network) => String(network.id)),
      defaultChain: String(evm[0]!.id),
    }
  }
  const solana = networksOf(config, 'solana')
  if (solana.length > 0) {
    namespaces.solana = {
      chains: solana.map((network) => network.caipNetworkId),
      methods: Object.values(SOLANA_WC_METHODS),
      events: [],
      rpcMap: rpcMapOf(config, solana, (network) => network.caipNetworkId),
      defaultChain: String(solana[0]!.id),
    }
  }
  const bitcoin = networksOf(config, 'bip122')
  if (bitcoin.length > 0) {
    namespaces.bip122 = {
      chains: bitcoin.map((network) => network.caipNetworkId),
      methods: Object.values(BIP122_WC_METHODS),
      events: [],
      rpcMap: rpcMapOf(config, bitcoin, (network) => network.caipNetworkId),
      defaultChain: String(bitcoin[0]!.id),
    }
  }
  return namespaces
}
