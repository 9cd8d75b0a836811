/**
 * `portkit/wagmi`: the wagmi 3 bridge. wagmi is an optional peer dependency; only an app that imports this
 * subpath (or whose config lists `adapters: ['wagmi']`) loads it.
 */
export { createPortkitWagmiConfig, toViemChain, type PortkitWagmiConfigOptions } from './config.ts'
export {
  eip155Session,
  portkitConnector,
  PORTKIT_CONNECTOR_ID,
  type Eip155Session,
  type PortkitBridgeHost,
} from './connector.ts'
export { PortkitWagmiProvider, type PortkitWagmiProviderProps } from './provider.tsx'
