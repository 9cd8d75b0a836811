import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { AdapterNotFoundError, ConfigError } from '../../runtime/core/errors.ts'
import { CHAIN_NAMESPACES } from '../../runtime/core/types.ts'
import { ADAPTERS, CONNECTORS, type FactoryImport } from './registry.ts'

export interface EntryImports {
  adapters: FactoryImport[]
  connectors: FactoryImport[]
}

/**
 * The adapters for the namespaces the networks use (in catalogue order) and the selected connectors
 * (in config order): nothing else reaches the generated entry, so nothing else reaches the bundle.
 */
export function selectImports(config: ResolvedConfig): EntryImports {
  const adapters = CHAIN_NAMESPACES.flatMap((namespace) => {
    const index = config.networks.findIndex((network) => network.chainNamespace === namespace)
    if (index === -1) return []
    const adapter = ADAPTERS[namespace]
    if (!adapter) {
      const available = Object.keys(ADAPTERS).join(', ')
      throw new ConfigError(
        `networks[${index}].chainNamespace`,
        `${new AdapterNotFoundError(namespace).shortMessage} (available: ${available})`,
      )
    }
    return [adapter]
  })
  return { adapters, connectors: config.connectors.map((kind) => CONNECTORS[kind]) }
}
