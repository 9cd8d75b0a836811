import { isPluginView, type View } from '../core/view-types.ts'
import { CORE_STRINGS, type CoreStringKey } from '../core/i18n/core-strings.ts'

/**
 * The modal title of a view, in the locale of `t` (English by default). No default case: a new core view
 * without a title is a type error.
 */
export function viewTitle(
  view: View,
  t: (key: CoreStringKey) => string = (key) => CORE_STRINGS[key],
): string {
  // Plugin views carry their title (from the plugin's strings); a bare name shows its view key.
  if (isPluginView(view)) return view.title || view.name.slice(view.name.indexOf('/') + 1)
  switch (view.name) {
    case 'Connect':
      return t('titleConnect')
    case 'Account':
      return t('titleAccount')
    case 'Networks':
      return t('titleNetworks')
    case 'ConnectingExternal':
      return view.connector.name
    case 'ConnectingWalletConnectBasic':
      return t('titleWalletConnect')
    case 'ConnectingWalletConnect':
      return view.wallet.name
    case 'UnsupportedChain':
      return t('titleUnsupportedChain')
    case 'AllWallets':
      return t('titleAllWallets')
    case 'ApproveTransaction':
      return t('titleApproveTransaction')
    case 'ConnectingFarcaster':
      return 'Farcaster'
    case 'WhatIsAWallet':
      return t('titleWhatIsAWallet')
  }
}
