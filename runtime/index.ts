export { createPortkit } from './create-portkit.ts'
export type { Portkit, PortkitEnvironment } from './controllers/instance/portkit.ts'
export type { PortkitOptions } from './controllers/instance/options.ts'
export type {
  AdapterFactory,
  ChainAdapter,
  Connector,
  ConnectorFactory,
  ConnectorSource,
  TransactionReceipt,
  WalletTarget,
} from './controllers/types.ts'
export * from './controllers/actions/index.ts'
export type { EventListener, EventName, PortkitEvent } from './controllers/events.ts'
// The error catalogue (spec section 8): hosts match failures on these classes.
export * from './core/errors.ts'
export type { OpenView, PluginViewArguments, View, ViewName } from './core/view-types.ts'
export type * from './core/types.ts'
export type { ResolvedConfig, PortkitConfig, ThemeVariables } from './config/types.ts'
export * from './plugins/index.ts'
export { DEFAULT_LOCALE, LOCALES, isLocale, textDirection } from './core/i18n/index.ts'
