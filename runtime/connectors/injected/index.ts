export { injectedConnector } from './injected-connector.ts'
