/**
 * The public plugin API (exported from `portkit/runtime`): everything framework-free a plugin may import
 * from the runtime; its React helpers are in runtime/ui/plugin-ui.ts (`portkit/plugin-ui`). Plugins never
 * reach into runtime internals, and the runtime never imports a plugin.
 */
export { definePlugin } from './define-plugin.ts'
export type {
  AccountMenuEntry,
  AccountTab,
  AccountTabEntry,
  AnyPortkitPlugin,
  ConnectListEntry,
  FeatureApis,
  PluginApiName,
  PluginApis,
  PluginComponentLoader,
  PluginContext,
  PluginHooks,
  PluginViewDefinition,
  PluginViewName,
  PluginViewProps,
  PortkitPlugin,
  Profile,
  SpecViewName,
} from './types.ts'
export { truncateAddress } from '../core/format.ts'
export { WALLET_FEATURE_ORDER } from '../config/options.ts'
