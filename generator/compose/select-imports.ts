import type {
  BridgeKind,
  BuiltinFeatureId,
  ConnectorKind,
  ResolvedConfig,
} from '../../runtime/config/index.ts'
import { AdapterNotFoundError, ConfigError } from '../../runtime/core/errors.ts'
import { enabledFeatures, FEATURES, PLUGINS, type PluginImport } from './plugin-registry.ts'
import {
  ADAPTERS,
  AUTH_CONNECTOR,
  BRIDGES,
  CONNECTORS,
  NAMESPACE_INJECTED,
  type FactoryImport,
} from './registry.ts'

/** Each import with what the config calls it (namespace, connector kind, feature or plugin id). */
export interface EntryImports {
  adapters: (FactoryImport & { id: string })[]
  connectors: (FactoryImport & { id: string })[]
  /** The built-in features whose flag is on, in registration order. */
  features: (PluginImport & { id: BuiltinFeatureId })[]
  plugins: (PluginImport & { id: string })[]
  /** The bridges the config selected (`adapters: ['wagmi']`), re-exported by the entry. */
  bridges: ((typeof BRIDGES)[BridgeKind] & { id: BridgeKind })[]
}

/**
 * The adapters of the resolved namespaces (in catalogue order), the selected connectors (in config order),
 * the enabled features and plugins: nothing else reaches the generated entry, so nothing else reaches the
 * bundle.
 */
export function selectImports(config: ResolvedConfig): EntryImports {
  const adapters = config.adapters.map((namespace) => {
    const adapter = ADAPTERS[namespace]
    if (!adapter) {
      const index = config.networks.findIndex((network) => network.chainNamespace === namespace)
      const available = Object.keys(ADAPTERS).join(', ')
      throw new ConfigError(
        `networks[${index}].chainNamespace`,
        `${new AdapterNotFoundError(namespace).shortMessage} (available: ${available})`,
      )
    }
    return { id: namespace, ...adapter }
  })
  return {
    adapters,
    connectors: [
      ...config.connectors.flatMap((kind) => connectorImports(kind, config)),
      ...(config.features.email ? [{ id: 'auth', ...AUTH_CONNECTOR }] : []),
    ],
    features: enabledFeatures(config.features).map((id) => ({ id, ...FEATURES[id] })),
    plugins: config.plugins.map((id) => ({ id, ...PLUGINS[id] })),
    bridges: (config.bridges ?? []).map((id) => ({ id, ...BRIDGES[id] })),
  }
}

/**
 * A connector kind's imports: `injected` is EIP-6963 for EVM (also kept when the config has no chain
 * adapter) plus each namespace's own browser-wallet discovery (the Wallet Standard for Solana).
 */
function connectorImports(kind: ConnectorKind, config: ResolvedConfig): (FactoryImport & { id: string })[] {
  if (kind !== 'injected') return [{ id: kind, ...CONNECTORS[kind] }]
  const evm = config.adapters.includes('eip155') || config.adapters.length === 0
  return [
    ...(evm ? [{ id: kind, ...CONNECTORS[kind] }] : []),
    ...config.adapters.flatMap((namespace) => {
      const own = NAMESPACE_INJECTED[namespace]
      return own ? [{ id: `${kind}:${namespace}`, ...own }] : []
    }),
  ]
}
