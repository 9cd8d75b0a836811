import type { PortkitConfig } from './types.ts'

export type * from './types.ts'
export { CONNECTOR_KINDS } from './types.ts'

/** Identity function that gives portkit.config.ts its types and editor completion. */
export function defineConfig(config: PortkitConfig): PortkitConfig {
  return config
}
