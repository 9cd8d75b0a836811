import type { WalletFeature } from '../config/types.ts'
import type { AccountProfile } from '../controllers/account.ts'
import type { AccountTab, CoreView, PluginViewName } from '../core/view-types.ts'
import type { ConnectMethod } from '../core/constants.ts'
import type { CaipAddress, Network, WalletEntry } from '../core/types.ts'
import type { ReadonlySignal } from '@preact/signals-core'
import type { PluginPortkit } from './plugin-portkit.ts'
import type { LocaleLoader } from '../core/i18n/messages.ts'
import type { MessageValues } from '../core/i18n/format-message.ts'
import type {
  AnalyticsApiClient,
  AuthApiClient,
  CatalogueApiClient,
  DataApiClient,
} from '../services/api/clients.ts'

export type { AccountTab, PluginViewName }

/** The typed service clients a plugin may ask for (spec section 7); it must declare them in `apis`. */
export interface PluginApis {
  dataApi: DataApiClient
  catalogueApi: CatalogueApiClient
  analyticsApi: AnalyticsApiClient
  authApi: AuthApiClient
}
export type PluginApiName = keyof PluginApis

/**
 * What each plugin's `setup` returns, by plugin id: `portkit.feature(id)` is typed from it. Empty here on
 * purpose (core names no feature); a plugin adds its own entry where it is defined:
 * `declare module 'portkit/runtime' { interface FeatureApis { tokens: TokensController } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureApis {}

/** What a plugin's hooks and views get: the instance, its own strings and the clients it declared. */
export interface PluginContext<Key extends string = string> {
  /** The part of the instance a plugin may use; the core's views and the host get the whole `Portkit`. */
  portkit: PluginPortkit
  /**
   * The plugin's own text for `key` in the active locale (English where its chunk lacks it), `{name}`
   * placeholders filled from `values`; a numeric `count` picks `key_one` / `key_other` (Intl.PluralRules).
   */
  t(this: void, key: Key, values?: MessageValues): string
  /** The typed client of a declared service; rejects when the service is not configured. */
  api<Name extends PluginApiName>(this: void, name: Name): Promise<PluginApis[Name]>
}

export interface PluginViewProps<Key extends string = string> extends PluginContext<Key> {
  /** Whatever the caller pushed with the view: `router.push({ name, params })`. */
  params: Record<string, unknown> | undefined
}

/**
 * An element a plugin's component returns (JSX), described without React so that `portkit/runtime` needs
 * no React types. React's elements fit it, and it fits React's: `type` is whatever the view library puts
 * there (a tag name or a component).
 */
export interface PluginElement {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own element types type it `any`
  type: any
  props: unknown
  key: string | null
}

/** What a plugin's component may return: an element, text, a list of them, or nothing. */
export type PluginNode =
  PluginElement | string | number | bigint | boolean | null | undefined | Iterable<PluginNode>

/** A plugin's view or tab: a function component of its props, typed without the view library's types. */
export type PluginComponent<Props> = (props: Props) => PluginNode

/** A lazily loaded component of a plugin: its code stays out of the initial bundle. */
export type PluginComponentLoader<Key extends string = string> = () => Promise<{
  default: PluginComponent<PluginViewProps<Key>>
}>

/** A core view opened without arguments (e.g. AllWallets): one a plugin may provide. */
export type SpecViewName = CoreView extends infer V
  ? V extends { name: infer Name }
    ? { name: Name } extends V
      ? Name
      : never
    : never
  : never

export interface PluginViewDefinition<Key extends string = string> {
  /** Key of the plugin's strings shown as the modal title. */
  title: Key
  /** Loaded on first show, so the view's code and libraries stay out of the initial bundle. */
  load: PluginComponentLoader<Key>
  /**
   * The spec's named view this one is (e.g. AllWallets): pushing that name shows it, and the spec's rules
   * that name the view (the opening rule) reach it. One plugin at most provides each.
   */
  specView?: SpecViewName
}

export interface AccountMenuEntry<Key extends string = string, ViewKey extends string = string> {
  /** Slot in the spec's wallet feature order (onramp, swaps, receive, send); entries without one go last. */
  feature?: WalletFeature
  /** Key of the plugin's strings. */
  label: Key
  /** Key of one of the plugin's `views`. */
  view: ViewKey
  /** Shown only while this holds (e.g. for EVM accounts); read while the Account view renders. */
  available?(context: PluginContext<Key>): boolean
}

/** A tab of the Account view (spec section 2: Tokens, NFTs, Activity). */
export interface AccountTabEntry<Key extends string = string> {
  /** Which of the spec's tabs this is: its label, and its place in the spec's order. */
  tab: AccountTab
  /** Fetched with the modal's code (the Account view shows a tab at once), rendered once loaded. */
  load: PluginComponentLoader<Key>
  /** Shown only while this holds (e.g. its service is configured); read while the Account view renders. */
  available?(context: PluginContext<Key>): boolean
}

/** A row at the end of the Connect view's list that opens one of the plugin's views. */
export interface ConnectListEntry<Key extends string = string, ViewKey extends string = string> {
  /** Key of the plugin's strings. */
  label: Key
  /** Key of one of the plugin's `views`; its code is fetched when the row shows, so a click finds it. */
  view: ViewKey
  /** Shown only while this holds (e.g. its service is configured). */
  available?(context: PluginContext<Key>): boolean
  /** Runs on click before the view shows, e.g. to start the view's request while its code loads. */
  onSelect?(context: PluginContext<Key>): void
}

/**
 * The wallets a plugin (the catalogue) lists in the Connect view's featured and recommended groups (spec
 * section 2, connector group order). They connect over WalletConnect, like a wallet picked in All Wallets.
 */
export interface ConnectWalletGroups {
  /** The host's `featuredWalletIds`, in its order. */
  featured: ReadonlySignal<readonly WalletEntry[]>
  recommended: ReadonlySignal<readonly WalletEntry[]>
  /** Asks for both; the Connect view calls it once it shows (the visitor opened the modal). */
  load(): Promise<void>
}

/**
 * A way to connect other than the wallet list (e.g. the email field), shown in the Connect view at its
 * place in the spec's connect method order (email, social, wallet; wallet first with an installed wallet).
 */
export interface ConnectMethodEntry<Key extends string = string> {
  method: Exclude<ConnectMethod, 'wallet'>
  /** Fetched with the Connect view and rendered in its place. */
  load: PluginComponentLoader<Key>
}

/** Name and avatar of an account (spec section 3, account state: profileName, profileImage). */
export type Profile = AccountProfile

/** Controller hooks. Errors are logged, never thrown into the controllers. */
export interface PluginHooks<Key extends string = string> {
  /** An address became connected (a new connection or a restored one). */
  afterConnect?(context: PluginContext<Key> & { caipAddress: CaipAddress }): void | Promise<void>
  /** The connected CAIP address changed: another account or network, or none (disconnected). */
  onAccountChange?(
    context: PluginContext<Key> & { caipAddress: CaipAddress | undefined },
  ): void | Promise<void>
  /** Return false to keep the modal open (e.g. a required sign-in). */
  beforeClose?(context: PluginContext<Key>): boolean | void
  /** The active network changed. */
  onNetworkChange?(
    context: PluginContext<Key> & { caipNetwork: Network; previous: Network | undefined },
  ): void | Promise<void>
}

/** One plugin: `plugins/<id>/index.ts` (or a built-in `runtime/features/<id>/index.ts`) default-exports it. */
export interface PortkitPlugin<
  Strings extends Record<string, string> = Record<string, string>,
  ViewKey extends string = string,
  Api = unknown,
> {
  /** Unique, and the prefix of its view names: view `Receive` of plugin `receive` is `receive/Receive`. */
  id: string
  /** The plugin's English text: built in, so only what the app includes ships. */
  strings: Strings
  /**
   * The plugin's other locales, one lazy chunk each: `localeLoader({ de: () => import('./locales/de.ts'), ... })`,
   * each file default-exporting `satisfies Translation<typeof STRINGS>`. Without it the plugin stays English.
   */
  locales?: LocaleLoader
  /** Plugins that must come before this one in the list (their `setup` has run when this one's runs). */
  requires?: readonly string[]
  /**
   * Runs once, when createPortkit has built the core: creates the plugin's controller. What it returns is
   * `portkit.feature(id)`, for its views, its hooks and the plugins that require it.
   */
  setup?(context: PluginContext<keyof Strings & string>): Api
  views?: Record<ViewKey, PluginViewDefinition<keyof Strings & string>>
  // NoInfer: the view keys come from `views`; an entry naming another view is an error, not a new key.
  accountMenu?: AccountMenuEntry<keyof Strings & string, NoInfer<ViewKey>>[]
  accountTabs?: AccountTabEntry<keyof Strings & string>[]
  connectList?: ConnectListEntry<keyof Strings & string, NoInfer<ViewKey>>[]
  /** Made once, on the Connect view's first use; the first plugin with one fills the groups. */
  connectWallets?(context: PluginContext<keyof Strings & string>): ConnectWalletGroups
  connectMethods?: ConnectMethodEntry<keyof Strings & string>[]
  /**
   * Names the connected account; asked on every account or network change, plugins in list order, and
   * the first answer with a name or an image wins. Without any, the account has no name.
   */
  resolveProfile?(
    context: PluginContext<keyof Strings & string> & { caipAddress: CaipAddress },
  ): Promise<Profile | undefined>
  hooks?: PluginHooks<keyof Strings & string>
  /** Services the plugin calls; the generator checks they are configured. */
  apis?: readonly PluginApiName[]
}

// Props are contravariant: any plugin's views accept the props a host passes for `string` keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPortkitPlugin = PortkitPlugin<any, string, any>
