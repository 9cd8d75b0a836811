import { effect } from '@preact/signals-core'
import { getAddress, MethodNotFoundRpcError, UserRejectedRequestError, type Address, type Chain } from 'viem'
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from 'wagmi'
import { UserRejectedError } from '../../core/errors.ts'
import { errorCodesOf } from '../../core/errors/wallet-error-shape.ts'
import type { Eip1193Provider } from '../../core/types.ts'
import type { Portkit } from '../../create-portkit.ts'

/** The wagmi connector's id: `config.connectors.find((c) => c.id === PORTKIT_CONNECTOR_ID)`. */
export const PORTKIT_CONNECTOR_ID = 'portkit'

/** What the connector needs of a Portkit instance; `createPortkit()`'s result is one. */
export type PortkitBridgeHost = Pick<Portkit, 'state' | 'modal' | 'connection' | 'network' | 'environment'>

/** The eip155 connection as wagmi sees it: one account and a chain id; undefined when not connected. */
export interface Eip155Session {
  address: Address
  chainId: number
}

/** Portkit's eip155 connection, read from its signals (reading it inside an effect subscribes to it). */
export function eip155Session(portkit: PortkitBridgeHost): Eip155Session | undefined {
  const chain = portkit.state.chains.value.eip155
  if (chain?.status !== 'connected' || !chain.address || !chain.caipNetwork) return undefined
  return { address: getAddress(chain.address), chainId: Number(chain.caipNetwork.id) }
}

/** A wallet's "method not supported" (EIP-1193 4200) and "method not found" (JSON-RPC -32601). */
const NOT_SUPPORTED = new Set([4200, -32601])
const forWagmi = new WeakMap<Eip1193Provider, Eip1193Provider>()

/**
 * The connected wallet's provider as wagmi gets it: the same requests and events, except that a wallet
 * answering wallet_sendCalls with 4200 reads as -32601, the answer viem's `experimental_fallback` (wagmi's
 * `useSendCalls`) recognises; so a wallet without EIP-5792 gets the calls one by one, as through Portkit's
 * own `sendCalls`. Nothing is asked twice: only the wallet's one answer is renamed.
 */
function wagmiProvider(provider: Eip1193Provider): Eip1193Provider {
  let wrapped = forWagmi.get(provider)
  if (!wrapped) {
    wrapped = {
      request: (args) =>
        provider.request(args).catch((error: unknown) => {
          if (
            args.method !== 'wallet_sendCalls' ||
            !errorCodesOf(error).some((code) => NOT_SUPPORTED.has(code))
          )
            throw error
          throw new MethodNotFoundRpcError(error as Error, { method: args.method })
        }),
      ...(provider.on ? { on: provider.on.bind(provider) } : {}),
      ...(provider.removeListener ? { removeListener: provider.removeListener.bind(provider) } : {}),
    }
    forWagmi.set(provider, wrapped)
  }
  return wrapped
}

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
    const accountsOf = (current: Eip155Session | undefined): readonly Address[] =>
      current ? [current.address] : []

    /** Resolves when Portkit's eip155 chain connects; rejects when the modal closes first. */
    function whenConnected(): Promise<Eip155Session> {
      return new Promise((resolve, reject) => {
        let seenOpen = false
        // The effect may settle on its first run, before `stop` is assigned: stop it a microtask later.
        const finish = (settle: () => void) => {
          queueMicrotask(() => stop())
          settle()
        }
        const stop = effect(() => {
          const current = session()
          const open = portkit.state.isOpen.value
          if (current) return finish(() => resolve(current))
          if (open) seenOpen = true
          else if (seenOpen)
            // viem's 4001 error, which wagmi and its hosts know, over the catalogue's user rejection.
            finish(() => reject(new UserRejectedRequestError(new UserRejectedError())))
        })
      })
    }

    async function switchTo(chainId: number): Promise<Chain> {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const network = portkit.state.config.networks.find(
        (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
      )
      if (!chain || !network) throw new ChainNotConfiguredError()
      await portkit.network.switchNetwork(network.caipNetworkId)
      return chain
    }

    return {
      id: PORTKIT_CONNECTOR_ID,
      name: 'Portkit',
      type: 'portkit',

      /** Mirrors Portkit's eip155 connection into wagmi for the lifetime of the config. */
      // eslint-disable-next-line @typescript-eslint/require-await -- wagmi's connector API returns a promise; a throw must reject it
      async setup() {
        if (unwatch) return
        let last = session()
        unwatch = effect(() => {
          const current = session()
          const previous = last
          last = current
          if (previous && !current) config.emitter.emit('disconnect')
          else if (!previous && current)
            config.emitter.emit('connect', { accounts: [current.address], chainId: current.chainId })
          else if (previous && current) {
            if (previous.address !== current.address)
              config.emitter.emit('change', { accounts: [current.address] })
            if (previous.chainId !== current.chainId)
              config.emitter.emit('change', { chainId: current.chainId })
          }
        })
      },

      async connect<withCapabilities extends boolean = false>(
        parameters: {
          chainId?: number
          isReconnecting?: boolean
          withCapabilities?: withCapabilities | boolean
        } = {},
      ) {
        let current = session()
        if (!current && parameters.isReconnecting) {
          // A stored Portkit session may still be re-syncing; a reconnect never prompts.
          await portkit.environment.whenReady()
          current = session()
          if (!current) throw new ProviderNotFoundError()
        }
        if (!current) {
          const connected = whenConnected()
          await portkit.modal.open()
          current = await connected
        }
        if (parameters.chainId !== undefined && parameters.chainId !== current.chainId) {
          await switchTo(parameters.chainId)
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
        return accountsOf(session())
      },

      getChainId() {
        const active = portkit.state.chains.value.eip155?.caipNetwork
        return Promise.resolve(active ? Number(active.id) : config.chains[0].id)
      },

      // eslint-disable-next-line @typescript-eslint/require-await -- wagmi's connector API returns a promise; a throw must reject it
      async getProvider() {
        const connector = portkit.state.connectorFor('eip155')
        if (!connector) throw new ProviderNotFoundError()
        return wagmiProvider(connector.provider)
      },

      async isAuthorized() {
        await portkit.environment.whenReady()
        return session() !== undefined
      },

      switchChain: ({ chainId }) => switchTo(chainId),

      // Portkit listens to the wallet itself and the effect above forwards what changed.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
