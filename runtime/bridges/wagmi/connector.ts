import { createConnector, ProviderNotFoundError } from 'wagmi'
import type { Eip1193Provider } from '../../core/types.ts'
import { mirrorSession, sessionToConnect, switchTo } from './connector-steps.ts'
import { eip155Session, type PortkitBridgeHost } from './eip155-session.ts'
import { wagmiProvider } from './wagmi-provider.ts'

export { eip155Session, type Eip155Session, type PortkitBridgeHost } from './eip155-session.ts'

/** The wagmi connector's id: `config.connectors.find((c) => c.id === PORTKIT_CONNECTOR_ID)`. */
export const PORTKIT_CONNECTOR_ID = 'portkit'

/**
 * A wagmi connector backed by the Portkit connection (`createConnector`, whose contract is the same in
 * wagmi 2 and wagmi 3; both are tested). `connect` opens the
 * Portkit modal (or resolves at once when Portkit is already connected) and resolves once the visitor has
 * connected there; accounts, chain and provider are the active eip155 connection's; `switchChain` and
 * `disconnect` go through Portkit. Portkit's state is watched, so a connect, switch, account change or
 * disconnect made in the modal (or by the wallet) reaches wagmi as its `connect`/`change`/`disconnect`.
 */
export function portkitConnector(portkit: PortkitBridgeHost) {
  return createConnector<Eip1193Provider>((config) => {
    let unwatch: (() => void) | undefined
    const session = () => eip155Session(portkit)

    return {
      id: PORTKIT_CONNECTOR_ID,
      name: 'Portkit',
      type: 'portkit',

      /** Mirrors Portkit's eip155 connection into wagmi for the lifetime of the config. */
      // eslint-disable-next-line @typescript-eslint/require-await -- wagmi's connector API returns a promise; a throw must reject it
      async setup() {
        unwatch ??= mirrorSession(portkit, config)
      },

      async connect<withCapabilities extends boolean = false>(
        parameters: {
          chainId?: number
          isReconnecting?: boolean
          withCapabilities?: withCapabilities | boolean
        } = {},
      ) {
        let current = await sessionToConnect(portkit, parameters.isReconnecting)
        if (parameters.chainId !== undefined && parameters.chainId !== current.chainId) {
          await switchTo(portkit, config, parameters.chainId)
          current = session() ?? current
        }
        const accounts = parameters.withCapabilities
          ? [{ address: current.address, capabilities: {} }]
          : [current.address]
        return {
          accounts: accounts as never,
          chainId: current.chainId,
        }
      },

      async disconnect() {
        if (portkit.state.chains.value.eip155?.status === 'connected')
          await portkit.connection.disconnect('eip155')
      },

      // eslint-disable-next-line @typescript-eslint/require-await -- wagmi's connector API returns a promise; a throw must reject it
      async getAccounts() {
        const current = session()
        return current ? [current.address] : []
      },

      getChainId() {
        const active = portkit.state.chains.value.eip155?.caipNetwork
        return Promise.resolve(active ? Number(active.id) : config.chains[0].id)
      },

      async getProvider() {
        // While a stored session is restored, its wallet is not known yet: wagmi's mount-time reconnect
        // waits for it instead of concluding disconnected.
        await portkit.environment.whenReady()
        const connector = portkit.state.connectorFor('eip155')
        if (!connector) throw new ProviderNotFoundError()
        return wagmiProvider(connector.provider)
      },

      async isAuthorized() {
        await portkit.environment.whenReady()
        return session() !== undefined
      },

      switchChain: ({ chainId }) => switchTo(portkit, config, chainId),

      // Portkit listens to the wallet itself and the effect above forwards what changed.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
