import type { BridgeKind, ConnectorKind } from '../../runtime/config/index.ts'
import type { ChainNamespace } from '../../runtime/core/types.ts'

/** One import the generated entry may emit: `import { factory } from 'module'`, called as `factory()`. */
export interface FactoryImport {
  module: string
  factory: string
}

/**
 * What the generated entry imports for each namespace and connector kind. A namespace missing here has no
 * adapter yet, and a config that uses it is rejected (spec section 5: an adapter must exist for a namespace).
 */
export const ADAPTERS: Partial<Record<ChainNamespace, FactoryImport>> = {
  eip155: { module: 'portkit/adapters/eip155', factory: 'eip155Adapter' },
  solana: { module: 'portkit/adapters/solana', factory: 'solanaAdapter' },
  bip122: { module: 'portkit/adapters/bip122', factory: 'bip122Adapter' },
  polkadot: { module: 'portkit/adapters/polkadot', factory: 'polkadotAdapter' },
}

export const CONNECTORS: Record<ConnectorKind, FactoryImport> = {
  injected: { module: 'portkit/connectors/injected', factory: 'injectedConnector' },
  walletconnect: { module: 'portkit/connectors/walletconnect', factory: 'walletConnectConnector' },
  coinbase: { module: 'portkit/connectors/coinbase', factory: 'coinbaseConnector' },
}

/** Email login's connector: the entry adds it with the email feature (`features.email`), not by `connectors`. */
export const AUTH_CONNECTOR: FactoryImport = { module: 'portkit/connectors/auth', factory: 'authConnector' }

/**
 * Browser wallets of a namespace that discovers them its own way: with a Solana adapter, the `injected`
 * kind also brings the Wallet Standard wallets; with a bip122 adapter, the Bitcoin Wallet Standard ones; with
 * a polkadot adapter, the extensions injected into `window.injectedWeb3`.
 */
export const NAMESPACE_INJECTED: Partial<Record<ChainNamespace, FactoryImport>> = {
  solana: { module: 'portkit/connectors/wallet-standard', factory: 'walletStandardConnector' },
  bip122: {
    module: 'portkit/connectors/bitcoin-wallet-standard',
    factory: 'bitcoinWalletStandardConnector',
  },
  polkadot: { module: 'portkit/connectors/polkadot-extension', factory: 'polkadotExtensionConnector' },
}

/** What the generated entry re-exports for each bridge the `adapters` option selects (`wagmi`). */
export const BRIDGES: Record<BridgeKind, { module: string; exports: string[]; docs: string }> = {
  wagmi: {
    module: 'portkit/wagmi',
    exports: ['PortkitWagmiProvider', 'createPortkitWagmiConfig', 'portkitConnector'],
    docs:
      "adapters: ['wagmi']. Put `<PortkitWagmiProvider>` inside `<PortkitProvider>` (and inside wagmi's" +
      " QueryClientProvider) and wagmi's hooks act through the wallet connected in the Portkit modal; or" +
      ' build your own Config with `createPortkitWagmiConfig(portkit)` / `portkitConnector(portkit)`.',
  },
}
