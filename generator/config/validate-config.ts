import type { DevnetManifest } from '../../devnet/manifest.ts'
import {
  CONNECTOR_KINDS,
  THEME_VARIABLE_NAMES,
  type AppMetadata,
  type ConnectorKind,
  type ResolvedConfig,
  type ServiceEndpoints,
  type ThemeVariables,
} from '../../runtime/config/index.ts'
import { ALERTS, alertText } from '../../runtime/core/errors.ts'
import type { Network, ThemeMode } from '../../runtime/core/types.ts'
import {
  expectArray,
  expectBoolean,
  expectHttpUrl,
  expectKnownKeys,
  expectNonEmptyString,
  expectObject,
  expectOneOf,
  expectString,
  fail,
  optional,
} from './checks.ts'
import { resolveDefaultAccountTypes } from './validate-account-types.ts'
import { resolveAdapters } from './validate-adapters.ts'
import { checkLegalLinks, checkPluginServices, resolveFeatures, resolvePlugins } from './validate-features.ts'
import { resolveNetwork } from './validate-network.ts'
import { resolveChainImages, resolveCustomRpcUrls, resolveTokens } from './validate-network-maps.ts'
import { resolveCustomWallets, resolveWalletLists } from './validate-wallets.ts'

// Runtime mirrors of the keys of PortkitConfig, ThemeVariables and ServiceEndpoints (types vanish at runtime).
export const CONFIG_KEYS = [
  'projectId',
  'clientId',
  'metadata',
  'networks',
  'defaultNetwork',
  'adapters',
  'connectors',
  'plugins',
  'features',
  'themeMode',
  'themeVariables',
  'tokens',
  'customRpcUrls',
  'chainImages',
  'includeWalletIds',
  'excludeWalletIds',
  'featuredWalletIds',
  'customWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'services',
  'enableEmbedded',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'enableWalletConnect',
  'enableWallets',
  'enableEIP6963',
  'enableAuthLogger',
  'manualWCControl',
  'siwx',
  'siweConfig',
  'defaultAccountTypes',
] as const
const THEME_MODES = ['light', 'dark'] as const satisfies readonly ThemeMode[]
const THEME_VARIABLES = THEME_VARIABLE_NAMES satisfies readonly (keyof ThemeVariables)[]
export const SERVICE_KEYS = [
  'dataApi',
  'catalogueApi',
  'analyticsApi',
  'walletConnectRelay',
] as const satisfies readonly (keyof ServiceEndpoints)[]

/**
 * Validates what portkit.config.ts exports and fills every default (spec sections 3 and 5). The result
 * is built key by key in a fixed order so the generated config.ts is byte-stable. With a devnet manifest,
 * local chains point at the running devnet and its services fill the endpoints the config leaves out.
 */
export function resolveConfig(input: unknown, manifest?: DevnetManifest): ResolvedConfig {
  const raw = expectObject(input, 'config')
  expectKnownKeys(raw, '', CONFIG_KEYS)
  checkSiwx(raw)

  const projectId = resolveProjectId(raw.projectId)
  const clientId = optional(raw.clientId, (value) => expectNonEmptyString(value, 'clientId'))
  const metadata = resolveMetadata(raw.metadata)
  const networks = resolveNetworks(raw.networks)
  const features = resolveFeatures(raw.features)
  const termsConditionsUrl = optional(raw.termsConditionsUrl, (v) => expectHttpUrl(v, 'termsConditionsUrl'))
  const privacyPolicyUrl = optional(raw.privacyPolicyUrl, (v) => expectHttpUrl(v, 'privacyPolicyUrl'))
  checkLegalLinks(features, termsConditionsUrl, privacyPolicyUrl)
  const connectors = resolveConnectors(raw.connectors)
  const enableWalletConnect = expectBoolean(raw.enableWalletConnect, 'enableWalletConnect', true)
  if (!enableWalletConnect && connectors.includes('walletconnect')) {
    fail(
      `connectors[${connectors.indexOf('walletconnect')}]`,
      'walletconnect is listed but enableWalletConnect is false',
    )
  }
  const plugins = resolvePlugins(raw.plugins, features)
  const services = resolveServices(raw.services, manifest)
  checkPluginServices(plugins, services)
  return {
    projectId,
    ...defined({ clientId }),
    metadata,
    networks: manifest ? useDevnetRpc(networks, manifest) : networks,
    defaultNetwork: resolveDefaultNetwork(raw.defaultNetwork, networks),
    adapters: resolveAdapters(raw.adapters, networks),
    connectors,
    plugins,
    features,
    themeMode: raw.themeMode === undefined ? 'dark' : expectOneOf(raw.themeMode, 'themeMode', THEME_MODES),
    themeVariables: resolveThemeVariables(raw.themeVariables),
    tokens: resolveTokens(raw.tokens, networks),
    customRpcUrls: resolveCustomRpcUrls(raw.customRpcUrls, networks),
    chainImages: resolveChainImages(raw.chainImages, networks),
    ...resolveWalletLists(raw),
    customWallets: resolveCustomWallets(raw.customWallets),
    ...defined({ termsConditionsUrl, privacyPolicyUrl }),
    services,
    enableEmbedded: expectBoolean(raw.enableEmbedded, 'enableEmbedded', false),
    allowUnsupportedChain: expectBoolean(raw.allowUnsupportedChain, 'allowUnsupportedChain', false),
    enableNetworkSwitch: expectBoolean(raw.enableNetworkSwitch, 'enableNetworkSwitch', true),
    enableWalletConnect,
    enableWallets: expectBoolean(raw.enableWallets, 'enableWallets', true),
    enableEIP6963: expectBoolean(raw.enableEIP6963, 'enableEIP6963', true),
    enableAuthLogger: expectBoolean(raw.enableAuthLogger, 'enableAuthLogger', true),
    manualWCControl: expectBoolean(raw.manualWCControl, 'manualWCControl', false),
    defaultAccountTypes: resolveDefaultAccountTypes(raw.defaultAccountTypes),
  }
}

/** Optional options the host left out stay out of the generated config, instead of being `undefined`. */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}

function checkSiwx(raw: Record<string, unknown>): void {
  if (raw.siwx !== undefined && raw.siweConfig !== undefined)
    fail('siwx', 'siweConfig and siwx cannot both be set')
  if (raw.siwx !== undefined) expectObject(raw.siwx, 'siwx')
  if (raw.siweConfig !== undefined) expectObject(raw.siweConfig, 'siweConfig')
}

function resolveProjectId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    fail('projectId', `${alertText(ALERTS.PROJECT_ID_NOT_CONFIGURED)} - projectId must be a non-empty string`)
  }
  return value
}

function resolveMetadata(value: unknown): AppMetadata {
  const raw = expectObject(value, 'metadata')
  expectKnownKeys(raw, 'metadata', ['name', 'description', 'url', 'icons'])
  return {
    name: expectNonEmptyString(raw.name, 'metadata.name'),
    description: expectString(raw.description, 'metadata.description'),
    url: expectHttpUrl(raw.url, 'metadata.url'),
    icons: expectArray(raw.icons, 'metadata.icons').map((icon, i) =>
      expectHttpUrl(icon, `metadata.icons[${i}]`),
    ),
  }
}

function resolveNetworks(value: unknown): Network[] {
  const networks = expectArray(value, 'networks', { nonEmpty: true }).map((network, i) =>
    resolveNetwork(network, `networks[${i}]`),
  )
  networks.forEach((network, i) => {
    const first = networks.findIndex((other) => other.caipNetworkId === network.caipNetworkId)
    if (first !== i)
      fail(`networks[${i}].caipNetworkId`, `duplicate ${network.caipNetworkId} (also networks[${first}])`)
  })
  return networks
}

function resolveDefaultNetwork(value: unknown, networks: Network[]): string {
  if (value === undefined) return networks[0]!.caipNetworkId
  if (typeof value !== 'string' || !networks.some((network) => network.caipNetworkId === value)) {
    fail('defaultNetwork', alertText(ALERTS.NETWORK_NOT_FOUND))
  }
  return value
}

function resolveConnectors(value: unknown): ConnectorKind[] {
  if (value === undefined) return ['injected']
  const connectors = expectArray(value, 'connectors', { nonEmpty: true }).map((kind, i) =>
    expectOneOf(kind, `connectors[${i}]`, CONNECTOR_KINDS),
  )
  connectors.forEach((kind, i) => {
    if (connectors.indexOf(kind) !== i) fail(`connectors[${i}]`, `duplicate connector ${kind}`)
  })
  return connectors
}

/** Known variables only, emitted in catalogue order whatever order the host wrote them in. */
function resolveThemeVariables(value: unknown): ThemeVariables {
  if (value === undefined) return {}
  const raw = expectObject(value, 'themeVariables')
  expectKnownKeys(raw, 'themeVariables', THEME_VARIABLES)
  const variables: ThemeVariables = {}
  for (const name of THEME_VARIABLES) {
    if (raw[name] !== undefined) variables[name] = expectNonEmptyString(raw[name], `themeVariables.${name}`)
  }
  return variables
}

function resolveServices(value: unknown, manifest: DevnetManifest | undefined): Partial<ServiceEndpoints> {
  const raw = value === undefined ? {} : expectObject(value, 'services')
  expectKnownKeys(raw, 'services', SERVICE_KEYS)
  const services: Partial<ServiceEndpoints> = {}
  for (const key of SERVICE_KEYS) {
    const check = key === 'walletConnectRelay' ? expectWsUrl : expectHttpUrl
    const configured = raw[key] === undefined ? undefined : check(raw[key], `services.${key}`)
    const url = configured ?? manifest?.services[key]
    if (url !== undefined) services[key] = url
  }
  return services
}

/** The WalletConnect relay speaks WebSocket: ws:// (loopback devnet) or wss://. */
function expectWsUrl(value: unknown, option: string): string {
  let protocol: string | undefined
  try {
    protocol = typeof value === 'string' ? new URL(value).protocol : undefined
  } catch {
    protocol = undefined
  }
  if (protocol !== 'ws:' && protocol !== 'wss:') fail(option, 'must be a ws(s) URL')
  return value as string
}

/** Local chains get the RPC URL the devnet actually listens on (its ports are picked at start). */
function useDevnetRpc(networks: Network[], manifest: DevnetManifest): Network[] {
  return networks.map((network) => {
    const chain =
      network.chainNamespace === 'eip155'
        ? manifest.chains.find((candidate) => candidate.chainId === Number(network.id))
        : undefined
    return chain
      ? { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [chain.rpcUrl] } } }
      : network
  })
}
