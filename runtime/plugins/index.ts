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
export { formatBalance, truncateAddress } from '../core/format.ts'
export { WALLET_FEATURE_ORDER } from '../config/options.ts'
// What plugin controllers build on: signals, viem's unit helpers, the host actions, spec section 9's
// debounce default, section 5's decimal rule and the error catalogue's classes they throw or show.
export { computed, signal } from '@preact/signals-core'
export { formatUnits, parseUnits, type Address, type Hex } from 'viem'
export { getBalance, sendTransaction, waitForReceipt } from '../controllers/actions/index.ts'
export { DEBOUNCE_MS } from '../core/constants.ts'
export { isDecimal } from '../core/validation/decimal.ts'
export {
  GasPriceNetworkNotSupportedError,
  InvalidDecimalError,
  shownText,
  SwapNetworkNotSupportedError,
  TOASTS,
  TransactionRevertedError,
  UserRejectedError,
} from '../core/errors.ts'
export type { Network } from '../core/types.ts'
