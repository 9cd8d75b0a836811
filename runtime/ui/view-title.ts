import { isPluginView, type View } from '../core/view-types.ts'
import { CORE_STRINGS, type CoreStringKey } from '../core/i18n/core-strings.ts'
import type { Portkit } from '../create-portkit.ts'

/**
 * The modal title of a view in the active locale of `portkit` (English without one). A plugin view's is
 * the title of its definition, translated when shown, so a locale switch retitles the open view. No
 * default case: a new core view without a title is a type error.
 */
export function viewTitle(view: View, portkit?: Portkit): string {
  const t = (key: CoreStringKey) => (portkit ? portkit.i18n.t('core', key) : CORE_STRINGS[key])
  if (isPluginView(view)) {
    const resolved = portkit?.plugins.view(view.name)
    if (resolved) return resolved.context.t(resolved.definition.title)
    // No plugin provides it: the title it was opened with, else its view key.
    return view.title || view.name.slice(view.name.indexOf('/') + 1)
  }
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
