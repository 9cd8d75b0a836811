import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { AdapterNotFoundError, ConfigError } from '../../runtime/core/errors.ts'
import { PLUGINS, type PluginImport } from './plugin-registry.ts'
import { ADAPTERS, CONNECTORS, type FactoryImport } from './registry.ts'

export interface EntryImports {
  adapters: FactoryImport[]
  connectors: FactoryImport[]
  plugins: PluginImport[]
}

/**
 * The adapters of the resolved namespaces (in catalogue order), the selected connectors (in config order)
 * and the enabled plugins: nothing else reaches the generated entry, so nothing else reaches the bundle.
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
    return adapter
  })
  return {
    adapters,
    connectors: config.connectors.map((kind) => CONNECTORS[kind]),
    plugins: config.plugins.map((id) => PLUGINS[id]),
  }
}
