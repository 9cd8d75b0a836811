/** Entities of spec section 3 shared by every floor. Pure types, no runtime code. */

export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface Network {
  /** Chain reference as used by the namespace (a number for eip155). */
  id: number | string
  name: string
  /** Short slug, e.g. `ethereum`, `devnet-alpha`. */
  network: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: string[] }; chainDefault?: { http: string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  assets?: { imageId?: string; imageUrl?: string }
  testnet: boolean
}

export type AccountType = 'eoa' | 'payment' | 'smartAccount'

export interface Account {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
export type ThemeMode = 'light' | 'dark'
