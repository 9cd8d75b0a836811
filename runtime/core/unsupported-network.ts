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
