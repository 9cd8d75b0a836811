import type { View } from '../controllers/views.ts'
import type { Portkit } from '../create-portkit.ts'
import { isPluginView, PluginViewHost } from '../plugins/plugin-view.tsx'
import { AccountView } from './views/account-view.tsx'
import { ConnectView } from './views/connect-view.tsx'
import { ConnectingExternalView } from './views/connecting-external-view.tsx'
import { ConnectingWalletConnectBasicView } from './views/connecting-wallet-connect-basic-view.tsx'
import { ConnectingWalletConnectView } from './views/connecting-wallet-connect-view.tsx'
import { NetworksView } from './views/networks-view.tsx'
import { UnsupportedChainView } from './views/unsupported-chain-view.tsx'

export function CurrentView({ portkit, view }: { portkit: Portkit; view: View }) {
  if (isPluginView(portkit, view)) return <PluginViewHost portkit={portkit} view={view} />
  switch (view.name) {
    case 'Account':
      return <AccountView portkit={portkit} />
    case 'Networks':
      return <NetworksView portkit={portkit} />
    case 'UnsupportedChain':
      return <UnsupportedChainView portkit={portkit} />
    case 'ConnectingExternal':
      return <ConnectingExternalView portkit={portkit} connector={view.connector} />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView portkit={portkit} />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView portkit={portkit} wallet={view.wallet} />
    default:
      // AllWallets without the catalogue feature: the Connect list is what can be offered.
      return <ConnectView portkit={portkit} />
  }
}
