import type { Connector, ConnectorFactory } from '../../controllers/types.ts'
import { walletConnectIcon } from './walletconnect-icon.ts'
import { SESSION_NAMESPACES, type SessionNamespace } from './session-namespaces.ts'
import { lazySessionProvider } from './lazy-session-provider.ts'
import { createWalletConnectProvider, type LoadSdk } from './walletconnect-provider.ts'

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectConnectorOptions {
  /** Replaces how the SDK is loaded (tests); by default it is imported on first use. */
  loadSdk?: LoadSdk
}

/**
 * WalletConnect: pair with a wallet on another device (QR code) or app (deep link) through a relay. One
 * session carries the configured chain families (eip155, solana, bip122): a connector per namespace, sharing the
 * pairing and the session, so disconnecting one disconnects all (spec section 4). This module is small on purpose: the SDK is imported only when a visitor picks WalletConnect or a stored
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
    // One pairing, one session: each namespace it carries is a connector of its own chain.
    const pairing = { pair: provider.pair }
    const base = {
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      imageUrl: walletConnectIcon,
      pairing,
    } as const
    const byNamespace: Record<SessionNamespace, Connector> = {
      eip155: { ...base, id: WALLETCONNECT_CONNECTOR_ID, chain: 'eip155', provider },
      solana: {
        ...base,
        id: `${WALLETCONNECT_CONNECTOR_ID}:solana`,
        chain: 'solana',
        provider: lazySessionProvider(() =>
          import('./solana-session-provider.ts').then(({ solanaSessionProvider }) =>
            solanaSessionProvider(provider.session, provider),
          ),
        ),
      },
      bip122: {
        ...base,
        id: `${WALLETCONNECT_CONNECTOR_ID}:bip122`,
        chain: 'bip122',
        provider: lazySessionProvider(() =>
          import('./bip122-session-provider.ts').then(({ bip122SessionProvider }) =>
            bip122SessionProvider(provider.session, provider),
          ),
        ),
      },
    }
    const offered = config.enableWalletConnect
      ? SESSION_NAMESPACES.filter((namespace) =>
          config.networks.some((n) => n.chainNamespace === namespace),
        ).map((namespace) => byNamespace[namespace])
      : []
    return {
      kind: 'walletconnect',
      watch(onChange) {
        onChange(offered)
        // Portkit.stop(): a loaded SDK lets go of its relay socket and timers (the session stays stored).
        return () => void provider.release()
      },
    }
  }
}
