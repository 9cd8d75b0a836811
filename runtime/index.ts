export { createPortkit } from './create-portkit.ts'
export type { Portkit, PortkitOptions } from './create-portkit.ts'
export type {
  AdapterFactory,
  ChainAdapter,
  Connector,
  ConnectorFactory,
  ConnectorSource,
} from './controllers/types.ts'
export type { View, ViewName } from './core/view-types.ts'
export type * from './core/types.ts'
export type { ResolvedConfig, PortkitConfig } from './config/types.ts'
export * from './plugins/index.ts'
