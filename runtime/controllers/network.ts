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
  adapterFor(namespace: ChainNamespace): ChainAdapter
  account: AccountController
  events?: Pick<EventsController, 'sendEvent'>
}

export function createNetworkController({ state, storage, adapterFor, account, events }: Deps) {
  return {
    /** Switches through the wallet when connected; otherwise only selects the network for the next connect. */
    async switchNetwork(caipNetworkId: string): Promise<void> {
      const network = state.config.networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (!network) throw new NetworkNotFoundError()
      const namespace = network.chainNamespace
      const chain = state.chains.value[namespace]
      const connector = state.connectors.value.find((c) => c.id === chain?.connectorId)
      if (chain?.status === 'connected' && connector) {
        await adapterFor(namespace).switchNetwork(connector, network)
      }
      updateChain(state, namespace, { caipNetwork: network })
      state.activeChain.value = namespace
      events?.sendEvent({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: caipNetworkId } })
      await storage.set(STORAGE_KEYS.activeNetwork(namespace), caipNetworkId)
      if (chain?.status === 'connected') await account.refreshBalance(namespace)
    },
  }
}

export type NetworkController = ReturnType<typeof createNetworkController>
