import type { View } from '../core/view-types.ts'

export function viewTitle(view: View): string {
  // Plugin views carry their title (from the plugin's strings); a bare name shows its view key.
  if ('title' in view && view.title) return view.title
  if (view.name.includes('/')) return view.name.slice(view.name.indexOf('/') + 1)
  switch (view.name) {
    case 'Account':
      return 'Account'
    case 'Networks':
      return 'Choose Network'
    case 'ConnectingExternal':
      return view.connector.name
    case 'ConnectingWalletConnectBasic':
      return 'WalletConnect'
    case 'ConnectingWalletConnect':
      return view.wallet.name
    case 'UnsupportedChain':
      return 'Switch Network'
    case 'AllWallets':
      return 'All Wallets'
    default:
      return 'Connect Wallet'
  }
}
