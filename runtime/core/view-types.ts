import type { Connector, WalletEntry } from './types.ts'

/**
 * The core views, with their arguments: the views of spec section 2 that are built, and the networks
 * list. Each has exactly one component in runtime/ui/view-registry.tsx. The other views of spec section 2
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

/** A view pushed by a plugin, as opposed to a core view. */
export function isPluginView(view: View): view is PluginView {
  return view.name.includes('/')
}

/** Account view tabs and view-transition directions (spec section 2). */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]
export type TransitionDirection = 'next' | 'prev'
