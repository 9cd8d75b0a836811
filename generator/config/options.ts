import type { DevnetManifest } from '../../devnet/manifest.ts'
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_IPFS_GATEWAY,
  FEATURE_FLAGS,
  FEATURE_FLAG_DEFAULTS,
  SOCIAL_PROVIDERS,
  type FeatureFlag,
  type PortkitConfig,
  type ResolvedConfig,
} from '../../runtime/config/index.ts'
import { DEFAULT_THEME_MODE, THEME_MODE_SETTINGS } from '../../runtime/core/constants.ts'
import { DEFAULT_LOCALE, LOCALES } from '../../runtime/core/i18n/locales.ts'
import {
  expectBoolean,
  expectHttpUrl,
  expectIdList,
  expectNonEmptyString,
  expectOneOf,
  fail,
} from './checks.ts'
import { serviceOf } from './feature-services.ts'
import { resolveDefaultAccountTypes } from './validate-account-types.ts'
import { resolveIpfsGateway, resolveTokenLists } from './validate-account-data.ts'
import { resolveAdapters } from './validate-adapters.ts'
import { resolveMetadata, resolveProjectId } from './validate-app.ts'
import { resolveConnectors } from './validate-connectors.ts'
import {
  checkFeatureRequirements,
  checkLegalLinks,
  NO_SECURE_FRAME,
  resolveFeatures,
  resolvePlugins,
  UNAVAILABLE_FEATURES,
  OPT_IN_FEATURES,
  checkEmailLogin,
  checkSocialLogin,
} from './validate-features.ts'
import { resolveChainImages, resolveCustomRpcUrls, resolveTokens } from './validate-network-maps.ts'
import { resolveDefaultNetwork, resolveNetworks } from './validate-networks.ts'
import { resolveServices } from './validate-services.ts'
import { resolveSiwx } from './validate-siwx.ts'
import { resolveThemeVariables } from './validate-theme.ts'
import { resolveCustomWallets, resolveExcludeWalletIds } from './validate-wallets.ts'

/** What resolving one option may look at besides its own value. */
export interface OptionContext {
  /** The option's name, for error messages. */
  option: string
  /** Another option, resolved (each option is resolved once, on first use). */
  get: <K extends keyof ResolvedConfig>(option: K) => ResolvedConfig[K]
  /** The object portkit.config.ts exports, for rules between options that are not generated. */
  raw: Record<string, unknown>
  /** The running devnet (`portkit dev`, `--devnet`). */
  manifest?: DevnetManifest
}

/** siweConfig is checked but not generated as itself: it resolves into `siwx` (the EIP-4361 form). */
type Resolved<K extends keyof PortkitConfig> = K extends keyof ResolvedConfig ? ResolvedConfig[K] : undefined

/** One option: `T` is what it resolves to, `ResolvedConfig[option]`. */
export interface ConfigOption<T> {
  /** One line for `portkit generate --help`. */
  doc: string
  /** What the option is when left out; `resolve` then is not called. */
  default?: T
  /** The default in words, when it depends on other options (`resolve` then handles `undefined`). */
  defaultText?: string
  /** Checks the host's value and returns what config.ts gets; throws a ConfigError naming the option. */
  resolve(value: unknown, context: OptionContext): T
}

/** Every key of PortkitConfig, no other: the compiler checks the table against the types. */
type OptionTable = { [K in keyof PortkitConfig]-?: ConfigOption<Resolved<K>> }

/** An `enable...` switch: its default is the one fact to write down. */
function flag(defaultValue: boolean, doc: string): ConfigOption<boolean> {
  return {
    doc,
    default: defaultValue,
    resolve: (value, { option }) => expectBoolean(value, option, defaultValue),
  }
}

/**
 * An `enable...` switch whose other position Portkit cannot honour yet: that position is refused with the
 * reason, never accepted and ignored.
 */
function fixedFlag(value: boolean, doc: string, refusal: string): ConfigOption<boolean> {
  return {
    doc: `${doc} (only ${value} for now)`,
    default: value,
    resolve: (input, { option }) => {
      if (expectBoolean(input, option, value) !== value)
        fail(option, `${refusal}: remove it or set it to ${value}`)
      return value
    },
  }
}

/** The features option's defaults in words, from the spec's defaults and FEATURE_SERVICES. */
function defaultFeaturesText(): string {
  const special = (name: FeatureFlag) =>
    name in UNAVAILABLE_FEATURES || (OPT_IN_FEATURES as readonly string[]).includes(name)
  const onByDefault = FEATURE_FLAGS.filter((name) => FEATURE_FLAG_DEFAULTS[name] && !special(name))
  const served = onByDefault.filter((name) => serviceOf(name) !== undefined)
  return (
    `on: ${onByDefault.filter((name) => serviceOf(name) === undefined).join(', ')}; ` +
    `on while their service is set, else off: ${served.map((name) => `${name} (${serviceOf(name)})`).join(', ')}; ` +
    `on when the config names services.secureFrame, else off: ${OPT_IN_FEATURES.join(', ')}; ` +
    `not available yet: ${Object.keys(UNAVAILABLE_FEATURES).join(', ')}; ` +
    `socials: none unless listed (${SOCIAL_PROVIDERS.join(', ')}; needs email)`
  )
}

function optionalHttpUrl(value: unknown, { option }: OptionContext): string | undefined {
  return value === undefined ? undefined : expectHttpUrl(value, option)
}

/**
 * The options of portkit.config.ts (spec section 3, Options, plus plugins, services and clientId): for each,
 * its one-line doc, its default and its validation. The order here is the key order of the generated
 * config.ts. PortkitConfig and ResolvedConfig (runtime/config/types.ts) are the types of the same keys.
 */
export const CONFIG_OPTIONS = {
  projectId: {
    doc: 'project id sent to every service (required)',
    resolve: resolveProjectId,
  },
  clientId: {
    doc: 'sent as clientId on every service call when set',
    resolve: (value, { option }) => (value === undefined ? undefined : expectNonEmptyString(value, option)),
  },
  metadata: {
    doc: 'name, description, url and icons wallets show for the app (required)',
    resolve: resolveMetadata,
  },
  networks: {
    doc: 'the networks the app works on, at least one (presets in portkit/networks)',
    resolve: (value, { manifest }) => resolveNetworks(value, manifest),
  },
  defaultNetwork: {
    doc: 'caipNetworkId of the network to start on',
    defaultText: 'the first of networks',
    resolve: (value, { get }) => resolveDefaultNetwork(value, get('networks')),
  },
  adapters: {
    doc: 'chain adapters: wagmi (also exports portkit/wagmi), solana, bitcoin, polkadot, and universal (the chains no other listed adapter covers connect through WalletConnect only; needs the walletconnect connector); ethers and ethers5 are refused (no bridge yet)',
    defaultText: 'the ones the namespaces of networks need',
    resolve: (value, { get }) => resolveAdapters(value, get('networks')),
  },
  connectors: {
    doc: 'how wallets connect: injected (browser wallets), walletconnect, coinbase (Coinbase Wallet SDK 4: extension or smart wallet; needs an eip155 network and `npm install @coinbase/wallet-sdk@^4.4.0`)',
    default: ['injected'],
    resolve: (value, { get }) => resolveConnectors(value, get('enableWalletConnect'), get('networks')),
  },
  plugins: {
    doc: 'plugins to switch on besides those whose feature flag is on',
    defaultText: 'those whose feature flag is on',
    resolve: (value, { get }) => resolvePlugins(value, get('features'), get('services')),
  },
  features: {
    doc:
      'feature flags of spec section 1 plus tokens (Tokens and NFTs tabs) and identity (name and avatar), ' +
      'and the social login providers; a feature that is off ships no code',
    defaultText: defaultFeaturesText(),
    resolve: (value, { get, raw, manifest }) => {
      const named = (raw.services as { secureFrame?: unknown } | undefined)?.secureFrame !== undefined
      const features = resolveFeatures(value, { services: get('services'), secureFrameNamed: named })
      checkFeatureRequirements(features)
      checkEmailLogin(features, value, get('services'))
      checkSocialLogin(features, manifest)
      checkLegalLinks(features, get('termsConditionsUrl'), get('privacyPolicyUrl'))
      return features
    },
  },
  themeMode: {
    doc: 'light, dark or system (follows prefers-color-scheme, live)',
    default: DEFAULT_THEME_MODE,
    resolve: (value, { option }) => expectOneOf(value, option, THEME_MODE_SETTINGS),
  },
  locale: {
    doc: `the modal's language: ${LOCALES.join(', ')} (ar and he right to left); setLocale switches it at runtime`,
    default: DEFAULT_LOCALE,
    resolve: (value, { option }) => expectOneOf(value, option, LOCALES),
  },
  themeVariables: {
    doc: 'CSS variables of the modal to override (--pk-accent, --pk-font-family, --pk-z-index, ...; docs/theming.md)',
    default: {},
    resolve: resolveThemeVariables,
  },
  tokens: {
    doc: 'by caipNetworkId: the token whose balance is shown instead of the native one',
    default: {},
    resolve: (value, { get }) => resolveTokens(value, get('networks')),
  },
  customRpcUrls: {
    doc: "by caipNetworkId: RPC URLs tried before the network's own",
    default: {},
    resolve: (value, { get }) => resolveCustomRpcUrls(value, get('networks')),
  },
  chainImages: {
    doc: 'by caipNetworkId: the image shown for the network',
    default: {},
    resolve: (value, { get }) => resolveChainImages(value, get('networks')),
  },
  tokenLists: {
    doc: 'URLs of Token Lists (tokenlists.org format) whose tokens the Tokens tab reads without a data API',
    default: [],
    resolve: (value, { option }) => resolveTokenLists(value, option),
  },
  ipfsGateway: {
    doc: 'gateway ENS avatars on IPFS are loaded through (Portkit adds /ipfs/<cid>)',
    default: DEFAULT_IPFS_GATEWAY,
    resolve: (value, { option }) => resolveIpfsGateway(value, option),
  },
  includeWalletIds: {
    doc: 'catalogue wallets to show, and no others',
    default: [],
    resolve: (value, { option }) => expectIdList(value, option),
  },
  excludeWalletIds: {
    doc: 'catalogue wallets to hide',
    default: [],
    resolve: (value, { get }) => resolveExcludeWalletIds(value, get('includeWalletIds')),
  },
  featuredWalletIds: {
    doc: 'catalogue wallets to show first',
    default: [],
    resolve: (value, { option }) => expectIdList(value, option),
  },
  customWallets: {
    doc: 'wallets to add to the catalogue',
    default: [],
    resolve: resolveCustomWallets,
  },
  termsConditionsUrl: {
    doc: 'terms and conditions linked from the modal',
    resolve: optionalHttpUrl,
  },
  privacyPolicyUrl: {
    doc: 'privacy policy linked from the modal',
    resolve: optionalHttpUrl,
  },
  services: {
    doc: 'base URLs: dataApi, catalogueApi, analyticsApi, authApi (SIWX sessions), walletConnectRelay, secureFrame (email login; spec section 7)',
    defaultText: 'none (with --devnet: the devnet services)',
    resolve: (value, { manifest }) => resolveServices(value, manifest),
  },
  enableEmbedded: flag(false, 'show the modal inline where <PortkitModal /> is placed, always open'),
  allowUnsupportedChain: flag(false, 'stay connected on a network that is not in networks'),
  enableNetworkSwitch: flag(true, 'let the visitor switch networks in the modal'),
  enableWalletConnect: flag(true, 'offer WalletConnect (QR code and deep links)'),
  enableWallets: fixedFlag(
    true,
    'offer wallets at all (off: email and social login only)',
    `cannot be off yet: ${NO_SECURE_FRAME}, so nothing would be left to connect with`,
  ),
  enableEIP6963: flag(true, 'discover browser wallets through EIP-6963'),
  enableAuthLogger: flag(
    false,
    "send the secure frame's logs (at most 1,024,000 bytes buffered) to its auth service's log endpoint",
  ),
  manualWCControl: flag(false, 'the host starts WalletConnect itself'),
  siwx: {
    doc:
      'sign-in-with-X: statement, required, signOutOnDisconnect, expiresIn, notBefore (seconds), requestId, ' +
      'resources; needs the siwx plugin (not together with siweConfig)',
    defaultText: 'the defaults when the siwx plugin is on, else none',
    resolve: (_value, { raw, get }) => resolveSiwx(raw, get('plugins')),
  },
  siweConfig: {
    doc: 'sign-in-with-Ethereum (EIP-4361 only): the settings of siwx (not together with siwx)',
    // Resolved into `siwx`; checked there, so both options give the same errors.
    resolve: () => undefined,
  },
  defaultAccountTypes: {
    doc: 'by namespace: the account type to use (spec section 6)',
    defaultText: Object.entries(DEFAULT_ACCOUNT_TYPES)
      .map(([namespace, type]) => `${namespace}: ${type}`)
      .join(', '),
    resolve: resolveDefaultAccountTypes,
  },
} satisfies OptionTable

export type ConfigOptionName = keyof typeof CONFIG_OPTIONS
/** The option names in table order (the order of the generated config.ts). */
export const CONFIG_KEYS = Object.keys(CONFIG_OPTIONS) as ConfigOptionName[]
