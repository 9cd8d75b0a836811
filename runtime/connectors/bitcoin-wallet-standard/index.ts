export { bitcoinWalletStandardConnector } from './bitcoin-wallet-standard-connector.ts'
