/**
 * `portkit/wagmi`: the wagmi bridge, for wagmi 2 (2.19 or later) and wagmi 3; its tests run on both. wagmi
 * is an optional peer dependency; only an app that imports this subpath (or whose config lists
 * `adapters: ['wagmi']`) loads it.
 */
export { createPortkitWagmiConfig, toViemChain, type PortkitWagmiConfigOptions } from './config.ts'
export { eip155Session, type Eip155Session, type PortkitBridgeHost } from './eip155-session.ts'
export { portkitConnector, PORTKIT_CONNECTOR_ID } from './connector.ts'
export { PortkitWagmiProvider, type PortkitWagmiProviderProps } from './provider.tsx'
