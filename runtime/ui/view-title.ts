import type { View } from '../controllers/views.ts'

export function viewTitle(view: View): string {
  switch (view.name) {
    case 'Account':
      return 'Account'
    case 'Networks':
      return 'Choose Network'
    case 'ConnectingExternal':
      return view.connector.name
    case 'UnsupportedChain':
      return 'Switch Network'
    default:
      return 'Connect Wallet'
  }
}
