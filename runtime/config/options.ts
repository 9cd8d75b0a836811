import type { AccountType, ChainNamespace } from '../core/types.ts'

/**
 * The catalogues behind the options of spec section 3 that take a fixed set of values. They are values,
 * not only types, because the config validator checks them at run time.
 */

/**
 * The spec's adapter names and the chain namespace each one brings. The EVM names select the one eip155
 * adapter (viem does the EVM work whatever the host's library); `wagmi` also makes the generated entry
 * export the wagmi bridge (`portkit/wagmi`, see BRIDGE_KINDS). `ethers` and `ethers5` have no bridge yet:
 * the generator refuses them instead of accepting and ignoring them. `universal` names no namespace of its own,
 * leaving the chains no other listed adapter covers to WalletConnect: their adapter serves only the universal
 * provider's session (ResolvedConfig.walletConnectOnly).
 */
export const ADAPTER_NAMESPACE = {
  universal: undefined,
  wagmi: 'eip155',
  ethers: 'eip155',
  ethers5: 'eip155',
  solana: 'solana',
  bitcoin: 'bip122',
  // Portkit's own: the spec's list has no Polkadot adapter name, though it handles the polkadot family.
  polkadot: 'polkadot',
} as const satisfies Record<string, ChainNamespace | undefined>
export type AdapterKind = keyof typeof ADAPTER_NAMESPACE
export const ADAPTER_KINDS = Object.keys(ADAPTER_NAMESPACE) as AdapterKind[]

/** Adapter names that bring a bridge to the host's library: the generated entry exports `portkit/<kind>`. */
export const BRIDGE_KINDS = ['wagmi'] as const satisfies readonly AdapterKind[]
export type BridgeKind = (typeof BRIDGE_KINDS)[number]
/** Adapter names of the spec Portkit cannot honour yet; the generator refuses them. */
export const UNAVAILABLE_ADAPTER_KINDS = ['ethers', 'ethers5'] as const satisfies readonly AdapterKind[]

/** Social login providers (spec section 1, Socials list). */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/**
 * Feature flags and their defaults (spec section 1: default on, default off), then Portkit's own: the
 * spec's list has no flag for two of its features, token balances and name resolution, so a connect-only
 * config could not leave them out without `tokens` and `identity`.
 */
export const FEATURE_FLAG_DEFAULTS = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  tokens: true,
  identity: true,
} as const satisfies Record<string, boolean>
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS
export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[]

/**
 * The built-in features (`runtime/features/<id>/`, published as `portkit/features/<id>`) and the flag that
 * switches each on. The generated entry registers the enabled ones in this order: send needs tokens first.
 */
export const BUILTIN_FEATURES = {
  identity: 'identity',
  tokens: 'tokens',
  history: 'history',
  catalogue: 'allWallets',
  send: 'send',
  email: 'email',
  // Not a flag: social login is on while `features.socials` names a provider.
  social: 'socials',
} as const satisfies Record<string, FeatureFlag | 'socials'>
export type BuiltinFeatureId = keyof typeof BUILTIN_FEATURES
export const BUILTIN_FEATURE_IDS = Object.keys(BUILTIN_FEATURES) as BuiltinFeatureId[]

/** The wallet features of the account menu, in the spec's order (section 2, Wallet feature order). */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/**
 * Plugins that ship in `plugins/<id>/`. A plugin with a feature flag is on while the flag is (its default
 * included); any plugin can also be switched on by listing it in `plugins`.
 */
export const PLUGIN_FEATURE = {
  receive: 'receive',
  names: undefined,
  siwx: undefined,
  swap: 'swaps',
  onramp: 'onramp',
  'smart-sessions': 'smartSessions',
} as const satisfies Record<string, FeatureFlag | undefined>
export type PluginId = keyof typeof PLUGIN_FEATURE
export const PLUGIN_IDS = Object.keys(PLUGIN_FEATURE) as PluginId[]

/** Default account type per namespace (spec section 6) and the types each namespace can use. */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const satisfies Record<ChainNamespace, AccountType>
export const ACCOUNT_TYPES_BY_NAMESPACE = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment'],
} as const satisfies Record<ChainNamespace, readonly AccountType[]>

export { THEME_VARIABLE_NAMES, type ThemeVariableName } from '../core/theme-contract.ts'

/** The IPFS gateway avatars are read through unless `ipfsGateway` names another (viem's own default). */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io'
