import type { ChainNamespace, Network } from './types.ts'

/** Placeholder for a chain the wallet is on but the config does not list (spec section 3, Network). */
export function unsupportedNetwork(namespace: ChainNamespace, reference: string): Network {
  return {
    id: reference,
    name: 'Unsupported Network',
    network: 'unsupported',
    caipNetworkId: `${namespace}:${reference}`,
    chainNamespace: namespace,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}

export function isUnsupportedNetwork(network: Network | undefined): boolean {
  return network?.network === 'unsupported'
}

export interface UnsupportedChainRules {
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  /** A basic WalletConnect connection (no chain adapters) never shows the view. */
  basic?: boolean
}

/**
 * Spec section 4: UnsupportedChain shows for an unsupported network when switching is enabled and
 * unsupported chains are not allowed, and the connection is not basic.
 */
export function showsUnsupportedChain(network: Network | undefined, rules: UnsupportedChainRules): boolean {
  return (
    isUnsupportedNetwork(network) && rules.enableNetworkSwitch && !rules.allowUnsupportedChain && !rules.basic
  )
}
