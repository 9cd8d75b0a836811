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
export type { PluginPortkit, PluginRegistry, PortkitServices } from './plugin-portkit.ts'
export { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core'
export { formatBalance, truncateAddress } from '../core/format.ts'
export {
  formatDateTime,
  formatDecimal,
  formatRelativeTime,
  localeLoader,
  type Locale,
  type LocaleLoader,
  type MessageValues,
  type Translation,
} from '../core/i18n/index.ts'
// What a controller hands its view to show (issue 31): a message key the view translates, or outside words.
export {
  errorMessage,
  keyed,
  messageText,
  outsideText,
  ownShortWords,
  type ShownMessage,
} from '../core/i18n/shown-message.ts'
export { parseCaipAddress } from '../core/caip.ts'
export { signMessage } from '../controllers/actions/sign-message.ts'
export type { Storage } from '../services/storage.ts'
export { WALLET_FEATURE_ORDER } from '../config/options.ts'
// What plugin controllers build on: viem's unit helpers, the host actions, spec section 9's debounce
// default, section 5's decimal and name rules, and the error catalogue's classes and texts they throw or show.
export { formatUnits, parseUnits, type Address, type Hex } from 'viem'
export {
  getBalance,
  getCapabilities,
  getPublicClient,
  getWalletClient,
  sendTransaction,
  waitForReceipt,
} from '../controllers/actions/index.ts'
export { DEBOUNCE_MS, FEATURE_NAMESPACES } from '../core/constants.ts'
export { isDecimal } from '../core/validation/decimal.ts'
export { safeHttpUrl } from '../core/safe-url.ts'
export { isValidAccountName } from '../core/validation/account-name.ts'
export { normalizeEnsName } from '../core/validation/ens-name.ts'
export { toRegistrationCoinType } from '../core/validation/coin-type.ts'
export type { NameRecord } from '../services/name-record.ts'
// The contracts' own checks, generated from openapi/ and loaded with the first answer checked: a plugin keeps
// from a service's answer only what they allow.
export { authApiGuards, contractAnswer, dataApiGuards } from '../services/api/contract-answer.ts'
export {
  GasPriceNetworkNotSupportedError,
  HttpStatusError,
  InvalidAccountNameError,
  InvalidDecimalError,
  isUserRejection,
  NamesForAddressError,
  MOCKED_QUOTE_ID,
  NameSuggestionsError,
  RegisterNameError,
  RequestAbortedError,
  SiwxNotEnabledError,
  SmartSessionsUnsupportedError,
  SwapNetworkNotSupportedError,
  TOASTS,
  TransactionRevertedError,
  UnexpectedAnswerError,
  UserRejectedError,
} from '../core/errors.ts'
export type { Network } from '../core/types.ts'
export { isUnsupportedNetwork } from '../core/unsupported-network.ts'
