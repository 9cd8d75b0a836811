import type { PortkitConfig } from './types.ts'

export type * from './types.ts'
export { CONNECTOR_KINDS } from './types.ts'
export {
  ACCOUNT_TYPES_BY_NAMESPACE,
  ADAPTER_KINDS,
  ADAPTER_NAMESPACE,
  BRIDGE_KINDS,
  BUILTIN_FEATURE_IDS,
  BUILTIN_FEATURES,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_IPFS_GATEWAY,
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAGS,
  PLUGIN_FEATURE,
  PLUGIN_IDS,
  SOCIAL_PROVIDERS,
  THEME_VARIABLE_NAMES,
  UNAVAILABLE_ADAPTER_KINDS,
  WALLET_FEATURE_ORDER,
} from './options.ts'

/** Identity function that gives portkit.config.ts its types and editor completion. */
export function defineConfig(config: PortkitConfig): PortkitConfig {
  return config
}
