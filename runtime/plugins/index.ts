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
export { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core'
export { truncateAddress } from '../core/format.ts'
export { parseCaipAddress, toCaipAddress } from '../core/caip.ts'
export { SiwxNotEnabledError, TOASTS, UserRejectedError } from '../core/errors.ts'
export { signMessage } from '../controllers/actions/sign-message.ts'
export type { Storage } from '../services/storage.ts'
export { WALLET_FEATURE_ORDER } from '../config/options.ts'
// Name registration (spec sections 5, 7 and 8, plugins/names): its input rules and its catalogue texts, so the plugin checks and says exactly what the runtime does.
export { isValidAccountName } from '../core/validation/account-name.ts'
export { normalizeEnsName } from '../core/validation/ens-name.ts'
export { toRegistrationCoinType } from '../core/validation/coin-type.ts'
export { DEBOUNCE_MS, FEATURE_NAMESPACES } from '../core/constants.ts'
export {
  HttpStatusError,
  InvalidAccountNameError,
  InvalidCoinTypeChainIdError,
  InvalidEnsNameError,
  NameSuggestionsError,
  RegisterNameError,
} from '../core/errors.ts'
