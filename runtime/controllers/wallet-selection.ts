import { coinbaseDappLink, phantomBrowseLink } from '../core/deep-links.ts'
import type { ChainNamespace, Connector, WalletEntry } from '../core/types.ts'
import type { View } from '../core/view-types.ts'
import { normaliseConnectorName } from './merge-connectors.ts'

export type WalletSelection = { kind: 'view'; view: View } | { kind: 'redirect'; url: string }

export interface WalletSelectionContext {
  connectors: readonly Connector[]
  activeNamespace: ChainNamespace | undefined
  /** The page the wallet app should open. */
  pageUrl: string
  /** `window.phantom` is there (the Phantom extension). */
  hasPhantom: boolean
  /** `window.coinbaseSolana` is there (Coinbase Wallet's Solana provider). */
  hasCoinbaseSolana: boolean
}

const COINBASE_WALLET_NAME = 'Coinbase Wallet'

/**
 * The installed connector for a catalogue wallet: one of its rdns, same id, or same name; of a wallet
 * installed on several chains, its connector on the active namespace.
 */
export function installedConnectorFor(
  wallet: WalletEntry,
  connectors: readonly Connector[],
  activeNamespace?: ChainNamespace,
): Connector | undefined {
  const rdns = [wallet.rdns, ...(wallet.other_rdns ?? [])].filter((name) => name !== undefined)
  const installed = connectors.filter(
    (c) =>
      (c.info?.rdns !== undefined && rdns.includes(c.info.rdns)) ||
      c.id === wallet.id ||
      normaliseConnectorName(c.name) === normaliseConnectorName(wallet.name),
  )
  return installed.find((c) => c.chain === activeNamespace) ?? installed[0]
}

/**
 * Wallet selection (spec section 2): on Solana, Phantom without its extension and Coinbase Wallet without
 * its Solana provider redirect to the wallet app's deep link; otherwise an installed connector opens
 * ConnectingExternal and any other wallet ConnectingWalletConnect.
 */
export function selectWallet(wallet: WalletEntry, context: WalletSelectionContext): WalletSelection {
  if (context.activeNamespace === 'solana') {
    if (wallet.name === 'Phantom' && !context.hasPhantom) {
      return { kind: 'redirect', url: phantomBrowseLink(context.pageUrl) }
    }
    if (wallet.name === COINBASE_WALLET_NAME && !context.hasCoinbaseSolana) {
      return { kind: 'redirect', url: coinbaseDappLink(context.pageUrl) }
    }
  }
  const connector = installedConnectorFor(wallet, context.connectors, context.activeNamespace)
  return connector
    ? { kind: 'view', view: { name: 'ConnectingExternal', connector } }
    : { kind: 'view', view: { name: 'ConnectingWalletConnect', wallet } }
}
