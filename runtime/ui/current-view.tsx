import type { View } from '../controllers/views.ts'
import type { Portkit } from '../create-portkit.ts'
import { AccountView } from './views/account-view.tsx'
import { ConnectView } from './views/connect-view.tsx'
import { ConnectingExternalView } from './views/connecting-external-view.tsx'
import { NetworksView } from './views/networks-view.tsx'

export function CurrentView({ portkit, view }: { portkit: Portkit; view: View }) {
  switch (view.name) {
    case 'Account':
      return <AccountView portkit={portkit} />
    case 'Networks':
    case 'UnsupportedChain':
      return <NetworksView portkit={portkit} />
    case 'ConnectingExternal':
      return <ConnectingExternalView portkit={portkit} connector={view.connector} />
    default:
      // AllWallets and the WalletConnect views arrive with the catalogue and WalletConnect connector;
      // until then the installed wallets are what can be offered.
      return <ConnectView portkit={portkit} />
  }
}
