export { coinbaseConnector, COINBASE_CONNECTOR_ID } from './coinbase-connector.ts'
export type { CoinbaseConnectorOptions } from './coinbase-connector.ts'
