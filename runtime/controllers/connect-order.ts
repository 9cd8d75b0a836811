import {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_INSTALLED_WALLET,
  CONNECTOR_GROUP_ORDER,
  type ConnectMethod,
  type ConnectorGroup,
} from '../core/constants.ts'
import type { Connector } from './types.ts'

/** Connectors that are a browser wallet installed on this page. */
export function isInstalledBrowserWallet(connector: Connector): boolean {
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
}

/** email, social, wallet; wallet first when an installed browser wallet is found (spec section 2). */
export function connectMethodOrder(connectors: readonly Connector[]): readonly ConnectMethod[] {
  return connectors.some(isInstalledBrowserWallet)
    ? CONNECT_METHOD_ORDER_WITH_INSTALLED_WALLET
    : CONNECT_METHOD_ORDER
}

/** The wallet list's groups in display order, keeping only those that have something to show. */
export function connectorGroupOrder(present: Partial<Record<ConnectorGroup, boolean>>): ConnectorGroup[] {
  return CONNECTOR_GROUP_ORDER.filter((group) => present[group] === true)
}
