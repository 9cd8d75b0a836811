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

/** A contract at a fixed address on one network. */
export interface NetworkContract {
  address: string
}

export interface NetworkContracts {
  multicall3?: NetworkContract
  ensUniversalResolver?: NetworkContract
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
  /**
   * Contracts Portkit reads through (viem's chain `contracts` names): Multicall3 batches the token balance
   * reads into one call; the ENS Universal Resolver names accounts and finds their avatars.
   */
  contracts?: NetworkContracts
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

/**
 * One account a wallet granted, with the name the visitor gave it there (Polkadot extensions name every
 * account): spec section 3's allAccounts. The name is outside text, shown inert.
 */
export interface WalletAccount {
  address: string
  name?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
export type ThemeMode = 'light' | 'dark'
/** What a host may ask for: light, dark, or `system` (follows the visitor's prefers-color-scheme, live). */
export type ThemeModeSetting = ThemeMode | 'system'

/** EIP-1193 provider as announced by a browser wallet. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): void
  removeListener?(event: string, listener: (...args: never[]) => void): void
}

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH' | 'COINBASE' | 'MULTI_CHAIN'

/** One wallet the visitor can pick (spec section 3, Connector). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  info?: { rdns?: string }
  provider: Eip1193Provider
  /** Present on connectors that pair through a URI the visitor scans or opens (WalletConnect). */
  pairing?: WalletPairing
  /** The connected account's type when the wallet can be a smart account (the embedded wallet); else EOA. */
  accountType?(): AccountType | undefined
  /** The social provider the embedded wallet was signed in with (spec section 3, connectedWalletInfo.social). */
  social?(): string | undefined
}

/**
 * The connector-driven connect step of a pairing connector. `pair` creates a pairing and a session
 * proposal, hands the URI to `onUri` as soon as it exists, and resolves once the wallet approves; after
 * that the connector's provider answers like a connected wallet. It rejects with a catalogue error
 * (e.g. UserRejectedError) when the wallet declines or the proposal expires.
 */
export interface WalletPairing {
  pair(onUri: (uri: string) => void): Promise<void>
}

/**
 * A wallet as the catalogue lists it (spec section 3, Wallet catalogue entry). Entries the host adds with
 * `customWallets` have the same link fields and may carry an `image_url` instead of an `image_id`.
 */
export interface WalletEntry {
  id: string
  name: string
  rdns?: string
  /** Other EIP-6963 names the wallet announces itself under (e.g. a renamed wallet's old one). */
  other_rdns?: string[]
  image_id?: string
  image_url?: string
  /** CAIP-2 chain ids the wallet supports. */
  chains?: string[]
  /** Native deep link (`metamask://`) or universal link (`https://…`) of the mobile app. */
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  /** Where to get the wallet ("Get a wallet"): its site and its store pages (Portkit's own catalogue). */
  homepage?: string
  stores?: WalletStores
}

/** A wallet's store pages by store. */
export type WalletStores = Partial<
  Record<'ios' | 'android' | 'chrome' | 'firefox' | 'edge' | 'safari', string>
>
