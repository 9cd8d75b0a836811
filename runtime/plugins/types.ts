import type { ComponentType } from 'react'
import type { WalletFeature } from '../config/types.ts'
import type { PluginViewName } from '../core/view-types.ts'
import type { CaipAddress, Network } from '../core/types.ts'
import type { Portkit } from '../create-portkit.ts'
import type { AnalyticsApiClient, CatalogueApiClient, DataApiClient } from '../services/api/clients.ts'

export type { PluginViewName }

/** The typed service clients a plugin may ask for (spec section 7); it must declare them in `apis`. */
export interface PluginApis {
  dataApi: DataApiClient
  catalogueApi: CatalogueApiClient
  analyticsApi: AnalyticsApiClient
}
export type PluginApiName = keyof PluginApis

/** What a plugin's hooks and views get: the instance, its own strings and the clients it declared. */
export interface PluginContext<Key extends string = string> {
  portkit: Portkit
  /** The plugin's own text for `key`. */
  t(key: Key): string
  /** The typed client of a declared service; rejects when the service is not configured. */
  api<Name extends PluginApiName>(name: Name): Promise<PluginApis[Name]>
}

export interface PluginViewProps<Key extends string = string> extends PluginContext<Key> {
  /** Whatever the caller pushed with the view: `router.push({ name, params })`. */
  params: Record<string, unknown> | undefined
}

export interface PluginViewDefinition<Key extends string = string> {
  /** Key of the plugin's strings shown as the modal title. */
  title: Key
  /** Loaded on first show, so the view's code and libraries stay out of the initial bundle. */
  load(): Promise<{ default: ComponentType<PluginViewProps<Key>> }>
}

export interface AccountMenuEntry<Key extends string = string, ViewKey extends string = string> {
  /** Slot in the spec's wallet feature order (onramp, swaps, receive, send); entries without one go last. */
  feature?: WalletFeature
  /** Key of the plugin's strings. */
  label: Key
  /** Key of one of the plugin's `views`. */
  view: ViewKey
}

/** Controller hooks. Errors are logged, never thrown into the controllers. */
export interface PluginHooks<Key extends string = string> {
  /** An address became connected (a new connection or a restored one). */
  afterConnect?(context: PluginContext<Key> & { caipAddress: CaipAddress }): void | Promise<void>
  /** Return false to keep the modal open (e.g. a required sign-in). */
  beforeClose?(context: PluginContext<Key>): boolean | void
  /** The active network changed. */
  onNetworkChange?(
    context: PluginContext<Key> & { caipNetwork: Network; previous: Network | undefined },
  ): void | Promise<void>
}

/** One plugin: `plugins/<id>/index.ts` default-exports `definePlugin({ ... })`. */
export interface PortkitPlugin<
  Strings extends Record<string, string> = Record<string, string>,
  ViewKey extends string = string,
> {
  /** Unique, and the prefix of its view names: view `Receive` of plugin `receive` is `receive/Receive`. */
  id: string
  strings: Strings
  views?: Record<ViewKey, PluginViewDefinition<keyof Strings & string>>
  // NoInfer: the view keys come from `views`; a menu entry naming another view is an error, not a new key.
  accountMenu?: AccountMenuEntry<keyof Strings & string, NoInfer<ViewKey>>[]
  hooks?: PluginHooks<keyof Strings & string>
  /** Services the plugin calls; the generator checks they are configured. */
  apis?: readonly PluginApiName[]
}

// Props are contravariant: any plugin's views accept the props a host passes for `string` keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPortkitPlugin = PortkitPlugin<any, string>
