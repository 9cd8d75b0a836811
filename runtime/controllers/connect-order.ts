import {
  AUTH_LOGIN_NAMESPACES,
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_INSTALLED_WALLET,
  CONNECTOR_GROUP_ORDER,
  type ConnectMethod,
  type ConnectorGroup,
} from '../core/constants.ts'
import type { ChainNamespace } from '../core/types.ts'
import type { ConnectorEntry } from './merge-connectors.ts'
import type { Connector } from './types.ts'

/** Connectors that are a browser wallet installed on this page; a multi-chain entry when any of its are. */
export function isInstalledBrowserWallet(connector: ConnectorEntry): boolean {
  if (connector.connectors) return connector.connectors.some(isInstalledBrowserWallet)
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
}

/** Connectors an SDK provides (Coinbase Wallet): the wallet list's external group (spec section 2). */
export function isExternalConnector(connector: Connector): boolean {
  return connector.type === 'COINBASE'
}

/** email, social, wallet; wallet first when an installed browser wallet is found (spec section 2). */
export function connectMethodOrder(connectors: readonly ConnectorEntry[]): readonly ConnectMethod[] {
  return connectors.some(isInstalledBrowserWallet)
    ? CONNECT_METHOD_ORDER_WITH_INSTALLED_WALLET
    : CONNECT_METHOD_ORDER
}

/** Whether email and social login are offered on the active namespace (spec section 1: eip155 and solana). */
export function offersAuthLogin(namespace: ChainNamespace | undefined): boolean {
  return (AUTH_LOGIN_NAMESPACES as readonly string[]).includes(namespace ?? '')
}

/** The wallet list's groups in display order, keeping only those that have something to show. */
export function connectorGroupOrder(present: Partial<Record<ConnectorGroup, boolean>>): ConnectorGroup[] {
  return CONNECTOR_GROUP_ORDER.filter((group) => present[group] === true)
}
