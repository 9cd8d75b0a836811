export { walletConnectConnector, WALLETCONNECT_CONNECTOR_ID } from './walletconnect-connector.ts'
export type { WalletConnectConnectorOptions } from './walletconnect-connector.ts'
