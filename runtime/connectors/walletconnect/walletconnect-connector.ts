import type { Connector, ConnectorFactory } from '../../controllers/types.ts'
import { walletConnectIcon } from './walletconnect-icon.ts'
import { createWalletConnectProvider, type LoadSdk } from './walletconnect-provider.ts'

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectConnectorOptions {
  /** Replaces how the SDK is loaded (tests); by default it is imported on first use. */
  loadSdk?: LoadSdk
}

/**
 * WalletConnect: pair with a wallet on another device (QR code) or app (deep link) through a relay. This
 * module is small on purpose: the SDK is imported only when a visitor picks WalletConnect or a stored
 * session is restored, never at page load.
 */
export function walletConnectConnector(options: WalletConnectConnectorOptions = {}): ConnectorFactory {
  return ({ config }) => {
    const loadSdk: LoadSdk =
      options.loadSdk ??
      (() =>
        import('./load-universal-provider.ts').then(({ loadUniversalProvider }) =>
          loadUniversalProvider(config),
        ))
    const provider = createWalletConnectProvider(config, loadSdk)
    const connector: Connector = {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      imageUrl: walletConnectIcon,
      provider,
      pairing: { pair: provider.pair },
    }
    const offered = config.enableWalletConnect && config.networks.some((n) => n.chainNamespace === 'eip155')
    return {
      kind: 'walletconnect',
      watch(onChange) {
        onChange(offered ? [connector] : [])
        return () => undefined
      },
    }
  }
}
