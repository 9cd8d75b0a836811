import { isPluginView, type View } from '../core/view-types.ts'
import type { Portkit } from '../create-portkit.ts'
import { PluginViewHost } from './plugin-view-host.tsx'
import { LazyAllWalletsView, LazySendView, SEND_VIEW } from './components/lazy-feature-views.tsx'
import { AccountView } from './views/account-view.tsx'
import { ConnectView } from './views/connect-view.tsx'
import { ConnectingExternalView } from './views/connecting-external-view.tsx'
import { ConnectingWalletConnectBasicView } from './views/connecting-wallet-connect-basic-view.tsx'
import { ConnectingWalletConnectView } from './views/connecting-wallet-connect-view.tsx'
import { NetworksView } from './views/networks-view.tsx'
import { UnsupportedChainView } from './views/unsupported-chain-view.tsx'

export function CurrentView({ portkit, view }: { portkit: Portkit; view: View }) {
  // Built-in Send until a send plugin registers the same view name.
  if (view.name === SEND_VIEW.name && !portkit.plugins.view(view.name))
    return <LazySendView portkit={portkit} />
  if (isPluginView(view)) return <PluginViewHost portkit={portkit} view={view} />
  switch (view.name) {
    case 'Account':
      return <AccountView portkit={portkit} />
    case 'Networks':
      return <NetworksView portkit={portkit} />
    case 'UnsupportedChain':
      return <UnsupportedChainView portkit={portkit} />
    case 'AllWallets':
      return <LazyAllWalletsView portkit={portkit} />
    case 'ConnectingExternal':
      return <ConnectingExternalView portkit={portkit} connector={view.connector} />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView portkit={portkit} />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView portkit={portkit} wallet={view.wallet} />
    default:
      // AllWallets arrives with the catalogue; until then the Connect list is what can be offered.
      return <ConnectView portkit={portkit} />
  }
}
