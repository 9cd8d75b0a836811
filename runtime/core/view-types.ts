import type { Connector, WalletEntry } from './types.ts'

/**
 * The core views, with their arguments: the views of spec section 2 that are built, the networks
 * list and the "What is a wallet?" help. Each has exactly one component in runtime/ui/view-registry.tsx. The other views of spec section 2
 * arrive with the plugins that need them, as plugin views (`<plugin>/<View>`).
 */
export type CoreView =
  | { name: 'Connect' }
  | { name: 'Account' }
  | { name: 'AllWallets' }
  | { name: 'ConnectingWalletConnectBasic' }
  | { name: 'ConnectingWalletConnect'; wallet: WalletEntry }
  | { name: 'ConnectingExternal'; connector: Connector }
  | { name: 'UnsupportedChain' }
  | { name: 'Networks' }
  | { name: 'ApproveTransaction' }
  | { name: 'ConnectingFarcaster' }
  | { name: 'WhatIsAWallet' }

export type CoreViewName = CoreView['name']

/** A plugin's view: `<plugin id>/<view key>`, e.g. `receive/Receive`. Core knows no plugin by name. */
export type PluginViewName = `${string}/${string}`

export interface PluginView {
  name: PluginViewName
  params?: Record<string, unknown>
  title?: string
}

/** An entry of the view stack. */
export type View = CoreView | PluginView

export type ViewName = View['name']

/**
 * The arguments of the plugin views that take some, by view name: empty here (core names no plugin). A
 * plugin adds its own entry where it is defined, the way it adds to `FeatureApis`:
 * `declare module 'portkit/runtime' { interface PluginViewArguments { 'swap/Swap': SwapArguments } }`.
 * The host's generated entry imports only the enabled plugins, so `open()` knows exactly their views.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginViewArguments {}

/**
 * The view named `Name` as a caller may open it (spec section 2: a view given by the caller wins): a core
 * view with its own fields, a plugin view that declares arguments with exactly those (`params`), any
 * other plugin view with whatever params it reads. `open({ name: 'swap/Swap', params: { amount: 1 } })` is
 * then a type error, while a `View` held in a variable is still accepted.
 */
export type OpenView<Name extends ViewName = ViewName> = Name extends keyof PluginViewArguments
  ? { name: Name; params?: PluginViewArguments[Name]; title?: string }
  : Name extends CoreView['name']
    ? Extract<CoreView, { name: Name }>
    : { name: Name; params?: Record<string, unknown>; title?: string }

/** A view pushed by a plugin, as opposed to a core view. */
export function isPluginView(view: View): view is PluginView {
  return view.name.includes('/')
}

/** Account view tabs and view-transition directions (spec section 2). */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]
export type TransitionDirection = 'next' | 'prev'
