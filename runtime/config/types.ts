import type { ThemeVariableValues } from '../core/theme-contract.ts'
import type { AccountType, CaipNetworkId, ChainNamespace, Network, ThemeModeSetting } from '../core/types.ts'
import type { Locale } from '../core/i18n/locales.ts'
import type {
  AdapterKind,
  BridgeKind,
  BuiltinFeatureId,
  FeatureFlag,
  PluginId,
  SocialProvider,
  WalletFeature,
} from './options.ts'

export type {
  AdapterKind,
  BridgeKind,
  BuiltinFeatureId,
  FeatureFlag,
  PluginId,
  SocialProvider,
  WalletFeature,
}

/** Connector kinds a config can select; each maps to one folder under runtime/connectors/. */
export const CONNECTOR_KINDS = ['injected', 'walletconnect', 'coinbase'] as const
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number]

export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Base URLs of the three services of spec section 7 (the devnet serves all three locally). */
export interface ServiceEndpoints {
  dataApi: string
  catalogueApi: string
  analyticsApi: string
  /** Sign-in-with-X sessions (openapi/auth-api.yaml): nonces, verification; the siwx plugin's default storage. */
  authApi: string
  /** WalletConnect relay, ws:// or wss:// (the devnet runs one on loopback); the SDK's public relay when absent. */
  walletConnectRelay: string
  /** The secure frame's origin (email login's embedded wallet); the devnet serves one on its own port. */
  secureFrame: string
}

/**
 * CSS custom properties of the modal a host may override (names in THEME_VARIABLE_NAMES), each typed by
 * its kind in the theme contract (docs/theming.md).
 */
export type ThemeVariables = Partial<ThemeVariableValues>

/** Feature flags of spec section 1 plus the social providers offered (false or [] for none). */
export type Features = Record<FeatureFlag, boolean> & { socials: SocialProvider[] }
export type FeaturesInput = Partial<Record<FeatureFlag, boolean>> & { socials?: SocialProvider[] | false }

/** A token whose balance is shown instead of the native one on that network. */
export interface TokenOption {
  address: string
  image?: string
}

/** A wallet the host adds to the catalogue (fields named as catalogue entries are, spec section 3). */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  app_store?: string
  play_store?: string
  chrome_store?: string
  rdns?: string
}

/**
 * Sign-in-with-X settings (`siwx`, or `siweConfig` for the EIP-4361-only form; not both). The host's own
 * storage and verifier are functions, so they stay in the host's code: `withSiwx(portkitOptions, config)`
 * from `portkit/plugins/siwx`. Without them the plugin keeps sessions in Portkit's storage and asks the
 * auth service (`services.authApi`).
 */
export interface SiwxOptions {
  /** The message's statement (EIP-4361: a human-readable assertion, one line). */
  statement?: string
  /** A session is needed to stay connected: cancelling the sign-in disconnects, closing is disabled. */
  required?: boolean
  /** Revoke the account's sessions when it disconnects (default true). */
  signOutOnDisconnect?: boolean
  /** Seconds from issuedAt to the message's expirationTime; 0 for none (default 86400, one day). */
  expiresIn?: number
  /** Seconds from issuedAt to notBefore (default: valid at once). */
  notBefore?: number
  /** The message's requestId. */
  requestId?: string
  /** The message's resources (URIs). */
  resources?: string[]
}

/** The resolved sign-in settings: what the siwx plugin reads from the generated config. */
export interface ResolvedSiwx {
  /** `caip122` from `siwx` (CAIP-122 messages, EIP-4361 text on eip155); `eip4361` from `siweConfig` (EVM only). */
  standard: 'caip122' | 'eip4361'
  statement?: string
  required: boolean
  signOutOnDisconnect: boolean
  expiresIn: number
  notBefore?: number
  requestId?: string
  resources: string[]
}

/**
 * What a host developer writes in portkit.config.ts (spec section 3, Options). Each option's doc line,
 * default and validation are in generator/config/options.ts (`portkit generate --help` prints them);
 * the compiler holds that table to exactly these keys.
 */
export interface PortkitConfig {
  projectId: string
  clientId?: string
  metadata: AppMetadata
  networks: Network[]
  defaultNetwork?: string
  adapters?: AdapterKind[]
  connectors?: ConnectorKind[]
  plugins?: PluginId[]
  features?: FeaturesInput
  themeMode?: ThemeModeSetting
  /** The modal's language (LOCALES); English by default. Others load as lazy chunks; `setLocale` switches at runtime. */
  locale?: Locale
  themeVariables?: ThemeVariables
  tokens?: Record<CaipNetworkId, TokenOption>
  /**
   * RPC URLs tried before a network's own, per network. They ship in the page and a wallet that does not
   * know the chain receives them in wallet_addEthereumChain: never put a secret API key in one.
   */
  customRpcUrls?: Record<CaipNetworkId, { url: string }[]>
  chainImages?: Record<CaipNetworkId, string>
  /**
   * Token Lists (tokenlists.org format) by URL, read after the visitor connects, whose tokens the Tokens
   * tab reads over the RPC besides Portkit's own list when no data API is configured.
   */
  tokenLists?: string[]
  /** The IPFS gateway ENS avatars on ipfs:// are loaded through (DEFAULT_IPFS_GATEWAY when left out). */
  ipfsGateway?: string
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  customWallets?: CustomWallet[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  services?: Partial<ServiceEndpoints>
  enableEmbedded?: boolean
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  enableWalletConnect?: boolean
  enableWallets?: boolean
  enableEIP6963?: boolean
  enableAuthLogger?: boolean
  manualWCControl?: boolean
  siwx?: SiwxOptions
  siweConfig?: SiwxOptions
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
}

/** The validated config with every default filled in: what the generator serialises for the runtime. */
export interface ResolvedConfig {
  projectId: string
  clientId?: string
  metadata: AppMetadata
  networks: Network[]
  defaultNetwork: string
  /** Namespaces that get a chain adapter, in catalogue order. */
  adapters: ChainNamespace[]
  /**
   * Namespaces the `universal` adapter option leaves to WalletConnect: only its session connects them (no
   * browser wallet is listed there). Left out when none.
   */
  walletConnectOnly?: ChainNamespace[]
  /**
   * Bridges the `adapters` option selected (`wagmi`): the generated entry exports `portkit/<kind>`.
   * Left out when none, so only an app that asked for one loads its library.
   */
  bridges?: BridgeKind[]
  connectors: ConnectorKind[]
  /** Plugins the generated entry imports, in catalogue order. */
  plugins: PluginId[]
  features: Features
  themeMode: ThemeModeSetting
  locale: Locale
  themeVariables: ThemeVariables
  tokens: Partial<Record<CaipNetworkId, TokenOption>>
  customRpcUrls: Partial<Record<CaipNetworkId, { url: string }[]>>
  chainImages: Partial<Record<CaipNetworkId, string>>
  tokenLists: string[]
  ipfsGateway: string
  includeWalletIds: string[]
  excludeWalletIds: string[]
  featuredWalletIds: string[]
  customWallets: CustomWallet[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** Only the services that are configured; a missing one means the runtime makes no such calls. */
  services: Partial<ServiceEndpoints>
  enableEmbedded: boolean
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableWalletConnect: boolean
  enableWallets: boolean
  enableEIP6963: boolean
  enableAuthLogger: boolean
  manualWCControl: boolean
  /** Sign-in settings, from `siwx` or `siweConfig`; present when the siwx plugin is on. */
  siwx?: ResolvedSiwx
  defaultAccountTypes: Record<ChainNamespace, AccountType>
}
