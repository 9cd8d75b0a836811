import type { ComponentType } from 'react'
import type { CoreView, CoreViewName } from '../core/view-types.ts'
import type { Portkit } from '../create-portkit.ts'
import { PluginViewHost } from './plugin-view-host.tsx'
import { AccountView } from './views/account-view.tsx'
import { ConnectView } from './views/connect-view.tsx'
import { ConnectingExternalView } from './views/connecting-external-view.tsx'
import { ConnectingWalletConnectBasicView } from './views/connecting-wallet-connect-basic-view.tsx'
import { ConnectingWalletConnectView } from './views/connecting-wallet-connect-view.tsx'
import { NetworksView } from './views/networks-view.tsx'
import { UnsupportedChainView } from './views/unsupported-chain-view.tsx'
import { WhatIsAWalletView } from './views/what-is-a-wallet-view.tsx'

export interface CoreViewProps<Name extends CoreViewName = CoreViewName> {
  portkit: Portkit
  view: Extract<CoreView, { name: Name }>
}

/** Every core view name maps to exactly one component: a missing or an unknown name is a type error. */
export type ViewRegistry = { readonly [Name in CoreViewName]: ComponentType<CoreViewProps<Name>> }

/**
 * The modal's views (spec section 2). AllWallets is the catalogue feature's view when the config has it
 * (a plugin view with `specView`); without it the Connect list is what can be offered.
 */
export const VIEW_REGISTRY: ViewRegistry = {
  Connect: ConnectView,
  Account: AccountView,
  AllWallets: ({ portkit, view }) =>
    portkit.plugins.view(view.name) ? (
      <PluginViewHost portkit={portkit} view={view} />
    ) : (
      <ConnectView portkit={portkit} />
    ),
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  ConnectingWalletConnect: ({ portkit, view }) => (
    <ConnectingWalletConnectView portkit={portkit} wallet={view.wallet} />
  ),
  ConnectingExternal: ({ portkit, view }) => (
    <ConnectingExternalView portkit={portkit} connector={view.connector} />
  ),
  UnsupportedChain: UnsupportedChainView,
  Networks: NetworksView,
  // Opened only by the email feature's embedded wallet, which provides the view.
  ApproveTransaction: ({ portkit, view }) => <PluginViewHost portkit={portkit} view={view} />,
  WhatIsAWallet: WhatIsAWalletView,
  // Opened only by the social feature (Farcaster), which provides the view.
  ConnectingFarcaster: ({ portkit, view }) => <PluginViewHost portkit={portkit} view={view} />,
}

/** The registered component of a core view. */
export function RegisteredView<Name extends CoreViewName>({ portkit, view }: CoreViewProps<Name>) {
  const Component: ComponentType<CoreViewProps<Name>> = VIEW_REGISTRY[view.name]
  return <Component portkit={portkit} view={view} />
}
