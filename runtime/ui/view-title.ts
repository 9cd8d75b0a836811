import { isPluginView, type View } from '../core/view-types.ts'

/** The modal title of a view. No default: a new core view without a title is a type error. */
export function viewTitle(view: View): string {
  // Plugin views carry their title (from the plugin's strings); a bare name shows its view key.
  if (isPluginView(view)) return view.title || view.name.slice(view.name.indexOf('/') + 1)
  switch (view.name) {
    case 'Connect':
      return 'Connect Wallet'
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
    case 'ApproveTransaction':
      return 'Approve Transaction'
    case 'ConnectingFarcaster':
      return 'Farcaster'
    case 'WhatIsAWallet':
      return 'What is a wallet?'
  }
}
