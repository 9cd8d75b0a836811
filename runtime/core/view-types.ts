import type { Connector, WalletEntry } from './types.ts'

/** What the Swap view is opened with (all optional: the visitor fills in the rest). */
export interface SwapArguments {
  fromToken?: string
  toToken?: string
  amount?: string
}

/** The named views of spec section 2 and their arguments, the networks list, and plugin views. */
export type View =
  | { name: 'Connect' }
  | { name: 'Account' }
  | { name: 'AllWallets' }
  | { name: 'ConnectingWalletConnectBasic' }
  | { name: 'ConnectingWalletConnect'; wallet: WalletEntry }
  | { name: 'ConnectingExternal'; connector: Connector }
  | { name: 'ConnectingSiwe' }
  | { name: 'ConnectingFarcaster' }
  | { name: 'ApproveTransaction' }
  | { name: 'Swap'; swap?: SwapArguments }
  | { name: 'UnsupportedChain' }
  | { name: 'SIWXSignMessage' }
  | { name: 'RegisterAccountName' }
  | { name: 'RegisterAccountNameSuccess' }
  | { name: 'Networks' }
  | PluginView

/** A plugin's view: `<plugin id>/<view key>`, e.g. `receive/Receive`. Core knows no plugin by name. */
export type PluginViewName = `${string}/${string}`

export interface PluginView {
  name: PluginViewName
  params?: Record<string, unknown>
  title?: string
}

/** A view pushed by a plugin, as opposed to one of the spec's named views. */
export function isPluginView(view: View): view is PluginView {
  return view.name.includes('/')
}

export type ViewName = View['name']

/** Every core view name (plugin views are named by their plugin). */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'Swap',
  'UnsupportedChain',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
] as const satisfies readonly ViewName[]

/** Account view tabs and view-transition directions (spec section 2). */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]
export type TransitionDirection = 'next' | 'prev'
