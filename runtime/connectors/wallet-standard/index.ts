export { walletStandardConnector } from './wallet-standard-connector.ts'
