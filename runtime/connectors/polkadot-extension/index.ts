export { polkadotExtensionConnector } from './polkadot-extension-connector.ts'
