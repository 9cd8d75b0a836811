import type { ComponentType } from 'react'
import type { CoreView, CoreViewName } from '../core/view-types.ts'
import type { Portkit } from '../create-portkit.ts'
import { LazyAllWalletsView } from './components/lazy-feature-views.tsx'
import { AccountView } from './views/account-view.tsx'
import { ConnectView } from './views/connect-view.tsx'
import { ConnectingExternalView } from './views/connecting-external-view.tsx'
import { ConnectingWalletConnectBasicView } from './views/connecting-wallet-connect-basic-view.tsx'
import { ConnectingWalletConnectView } from './views/connecting-wallet-connect-view.tsx'
import { NetworksView } from './views/networks-view.tsx'
import { UnsupportedChainView } from './views/unsupported-chain-view.tsx'

export interface CoreViewProps<Name extends CoreViewName = CoreViewName> {
  portkit: Portkit
  view: Extract<CoreView, { name: Name }>
}

/** Every core view name maps to exactly one component: a missing or an unknown name is a type error. */
export type ViewRegistry = { readonly [Name in CoreViewName]: ComponentType<CoreViewProps<Name>> }

/** The modal's views (spec section 2). Feature code (the wallet catalogue) loads lazily. */
export const VIEW_REGISTRY: ViewRegistry = {
  Connect: ConnectView,
  Account: AccountView,
  AllWallets: LazyAllWalletsView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  ConnectingWalletConnect: ({ portkit, view }) => (
    <ConnectingWalletConnectView portkit={portkit} wallet={view.wallet} />
  ),
  ConnectingExternal: ({ portkit, view }) => (
    <ConnectingExternalView portkit={portkit} connector={view.connector} />
  ),
  UnsupportedChain: UnsupportedChainView,
  Networks: NetworksView,
}

/** The registered component of a core view. */
export function RegisteredView<Name extends CoreViewName>({ portkit, view }: CoreViewProps<Name>) {
  const Component: ComponentType<CoreViewProps<Name>> = VIEW_REGISTRY[view.name as Name]
  return <Component portkit={portkit} view={view} />
}
