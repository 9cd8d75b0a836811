import { NetworkNotFoundError } from '../core/errors.ts'
import type { ChainNamespace } from '../core/types.ts'
import { STORAGE_KEYS, type Storage } from '../services/storage.ts'
import { updateChain, type PortkitState } from '../state/create-state.ts'
import type { AccountController } from './account.ts'
import type { EventsController } from './events.ts'
import type { ChainAdapter } from './types.ts'

interface Deps {
  state: PortkitState
  storage: Storage
  adapterFor: (namespace: ChainNamespace) => ChainAdapter
  account: AccountController
  events?: Pick<EventsController, 'sendEvent'>
}

export function createNetworkController({ state, storage, adapterFor, account, events }: Deps) {
  const configured = (namespace: ChainNamespace, caipNetworkId: unknown) =>
    state.config.networks.find((n) => n.chainNamespace === namespace && n.caipNetworkId === caipNetworkId)

  return {
    /** Switches through the wallet when connected; otherwise only selects the network for the next connect. */
    switchNetwork: async (caipNetworkId: string): Promise<void> => {
      const network = state.config.networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (!network) throw new NetworkNotFoundError()
      const namespace = network.chainNamespace
      const chain = state.chains.value[namespace]
      const connector = state.connectorFor(namespace)
      const connected = chain?.status === 'connected'
      if (connected && connector) await adapterFor(namespace).switchNetwork(connector, network)
      // The previous network's balance is not this one's: it loads below, after the switch is done.
      updateChain(state, namespace, { caipNetwork: network, balance: undefined })
      state.activeChain.value = namespace
      events?.sendEvent({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: caipNetworkId } })
      await Promise.all([
        storage.set(STORAGE_KEYS.activeNetwork(namespace), caipNetworkId),
        storage.set(STORAGE_KEYS.lastUsedChain, namespace),
      ])
      // Not awaited: the switch is done once the wallet switched, and a slow read must not hold the
      // visitor on Networks (Account shows the balance loading meanwhile).
      if (connected) void account.refreshBalance(namespace)
    },

    /**
     * Start-up: each namespace goes back to the network the visitor chose last, and the last used chain
     * becomes active again (spec section 3, local-storage keys). A stored network that is no longer in the
     * config is ignored, so the default network stays. Runs before the stored session re-syncs, so a
     * connected wallet's own chain still wins.
     */
    async restore(): Promise<void> {
      const namespaces = Object.keys(state.chains.value) as ChainNamespace[]
      const [lastUsed, ...stored] = await Promise.all([
        storage.get<string>(STORAGE_KEYS.lastUsedChain),
        ...namespaces.map((namespace) => storage.get<string>(STORAGE_KEYS.activeNetwork(namespace))),
      ])
      namespaces.forEach((namespace, index) => {
        const network = configured(namespace, stored[index])
        // A connection made meanwhile already knows its network.
        if (network && state.chains.value[namespace]?.status === 'disconnected') {
          updateChain(state, namespace, { caipNetwork: network })
        }
      })
      const lastUsedNamespace = namespaces.find((namespace) => namespace === lastUsed)
      if (lastUsedNamespace && !state.activeChainState.value?.address) {
        state.activeChain.value = lastUsedNamespace
      }
    },
  }
}

export type NetworkController = ReturnType<typeof createNetworkController>
