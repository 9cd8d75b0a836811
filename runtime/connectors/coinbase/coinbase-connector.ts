import type { Connector, ConnectorFactory } from '../../controllers/types.ts'
import { coinbaseIcon } from './coinbase-icon.ts'
import { createCoinbaseProvider, type LoadSdk } from './coinbase-provider.ts'

export const COINBASE_CONNECTOR_ID = 'coinbaseWalletSDK'
/** The name the wallet catalogue lists it under, so a catalogue pick finds this connector. */
const COINBASE_WALLET_NAME = 'Coinbase Wallet'
const COINBASE_WALLET_RDNS = 'com.coinbase.wallet'

export interface CoinbaseConnectorOptions {
  /** Replaces how the SDK is loaded (tests); by default it is imported on first use. */
  loadSdk?: LoadSdk
}

/**
 * Coinbase Wallet through @coinbase/wallet-sdk v4 with preference `all` (spec section 9): the Coinbase
 * extension when the page has it, else the smart wallet's keys.coinbase.com popup. An EVM connector: it is
 * offered only when the config has an eip155 network. This module is small on purpose: the SDK is
 * imported only once a visitor picks Coinbase Wallet or a stored Coinbase session is restored.
 */
export function coinbaseConnector(options: CoinbaseConnectorOptions = {}): ConnectorFactory {
  return ({ config }) => {
    const loadSdk: LoadSdk =
      options.loadSdk ??
      (() => import('./load-coinbase-sdk.ts').then(({ loadCoinbaseSdk }) => loadCoinbaseSdk(config)))
    const connector: Connector = {
      id: COINBASE_CONNECTOR_ID,
      name: COINBASE_WALLET_NAME,
      type: 'COINBASE',
      chain: 'eip155',
      imageUrl: coinbaseIcon,
      info: { rdns: COINBASE_WALLET_RDNS },
      provider: createCoinbaseProvider(loadSdk),
    }
    const offered = config.networks.some((network) => network.chainNamespace === 'eip155') ? [connector] : []
    return {
      kind: 'coinbase',
      watch(onChange) {
        onChange(offered)
        return () => undefined
      },
    }
  }
}
