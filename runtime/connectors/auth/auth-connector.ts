import { SDK_TYPE, SDK_VERSION } from '../../core/constants.ts'
import { startNetwork } from '../../config/start-network.ts'
import type { Connector, ConnectorFactory } from '../../controllers/types.ts'
import { createAuthProvider, type AuthProvider } from './auth-provider.ts'
import { createAuthSolanaProvider } from './auth-solana-provider.ts'

/** The connector id of the embedded wallet (one per instance). */
export const AUTH_CONNECTOR_ID = 'auth'
/** The same login's Solana account, when the app has Solana networks (spec section 1: eip155 and solana). */
export const AUTH_SOLANA_CONNECTOR_ID = 'auth:solana'

// Keyed by the connector's provider: each instance's auth API, reachable only from its own connector.
const auths = new WeakMap<object, AuthProvider['auth']>()

/** The email login API behind an auth connector; undefined for any other connector. */
export function authOf(connector: Connector | undefined): AuthProvider['auth'] | undefined {
  return connector ? auths.get(connector.provider) : undefined
}

/**
 * Email login's connector (spec section 1): the embedded wallet in the secure frame at
 * `services.secureFrame`. The frame is loaded only when the visitor starts a login or a stored email
 * login is restored, never merely because the connector is listed.
 */
export function authConnector(): ConnectorFactory {
  return ({ config }) => ({
    kind: 'auth',
    watch(onChange) {
      const frameUrl = config.services.secureFrame
      if (typeof window === 'undefined' || !frameUrl) return () => undefined
      const { provider, auth, frame } = createAuthProvider({
        frameUrl,
        projectId: config.projectId,
        chainId: Number(startNetwork(config, 'eip155')?.id ?? 1),
        version: SDK_VERSION,
        enableLogger: config.enableAuthLogger,
        dappData: {
          metadata: config.metadata,
          projectId: config.projectId,
          sdkVersion: SDK_VERSION,
          sdkType: SDK_TYPE,
        },
      })
      auths.set(provider, auth)
      const evm: Connector = {
        id: AUTH_CONNECTOR_ID,
        name: 'Email',
        type: 'AUTH',
        chain: 'eip155',
        provider,
        accountType: () => auth.user()?.preferredAccountType,
        social: () => auth.social(),
      }
      const solana = startNetwork(config, 'solana')
      if (!solana) {
        onChange([evm])
        return () => frame.destroy()
      }
      const solanaProvider = createAuthSolanaProvider(frame, auth, String(solana.id))
      auths.set(solanaProvider, auth)
      onChange([
        evm,
        {
          ...evm,
          id: AUTH_SOLANA_CONNECTOR_ID,
          chain: 'solana',
          provider: solanaProvider,
          // One ed25519 account: no smart account on Solana.
          accountType: () => 'eoa',
        },
      ])
      return () => frame.destroy()
    },
  })
}
