import { computed, signal } from '@preact/signals-core'
import {
  ConnectorAlreadyConnectedError,
  DisconnectError,
  NoActiveCaipAddressError,
  WalletAccountNotGrantedError,
} from '../core/errors.ts'
import { RECONNECT_DISCOVERY_MS } from '../core/constants.ts'
import { unsupportedNetwork } from '../core/unsupported-network.ts'
import type { ChainNamespace, Network } from '../core/types.ts'
import { STORAGE_KEYS, type Storage } from '../services/storage.ts'
import type { TabMessage } from '../services/tab-sync.ts'
import { emptyChainState } from '../state/chain-state.ts'
import { updateChain, type PortkitState } from '../state/create-state.ts'
import type { AccountController } from './account.ts'
import type { ConnectedNamespaces } from './connected-namespaces.ts'
import type { EventsController } from './events.ts'
import type { ChainAdapter, ChainSession, Connector, WalletAccount } from './types.ts'
import { waitForConnector } from './wait-for-connector.ts'
import { walletStatus } from './wallet-status.ts'

interface Deps {
  state: PortkitState
  storage: Storage
  adapterFor: (namespace: ChainNamespace) => ChainAdapter
  account: AccountController
  events?: Pick<EventsController, 'sendEvent' | 'publish'>
  /** The stored comma list of connected namespaces. */
  connectedNamespaces?: ConnectedNamespaces
  /** Tells the app's other tabs that this tab's connection changed (after storage has it). */
  announce?: (event: TabMessage['event'], namespace: ChainNamespace) => void
}

/** Connector types whose one session spans chains: disconnecting one chain disconnects the others too. */
const SHARED_SESSION_TYPES = new Set<Connector['type']>(['WALLET_CONNECT', 'AUTH'])

/** Connection status per namespace and its transitions (spec section 4). */
export function createConnectionController(deps: Deps) {
  const { state, storage, adapterFor, account, events, connectedNamespaces, announce } = deps
  const unwatch = new Map<ChainNamespace, () => void>()
  // A connect under way per namespace and connector: a second click joins it instead of asking again.
  const connecting = new Map<string, Promise<void>>()
  const reconnecting = signal(false)
  const status = computed(() =>
    walletStatus(
      Object.values(state.chains.value).map((chain) => chain.status),
      reconnecting.value,
    ),
  )

  function networkFor(namespace: ChainNamespace, reference: string): Network {
    const id = `${namespace}:${reference}`
    return (
      state.config.networks.find((n) => n.caipNetworkId === id) ?? unsupportedNetwork(namespace, reference)
    )
  }

  /**
   * A connection made (or, `restoring`, re-synced at start-up). A re-synced namespace becomes active only
   * when the active one (the last used chain) is neither connected nor being re-synced, so with several
   * namespaces restored at once the visitor's last used chain stays active.
   */
  async function establish(connector: Connector, session: ChainSession, restoring = false): Promise<void> {
    const namespace = connector.chain
    unwatch.get(namespace)?.()
    const active = state.activeChainState.value
    const activate =
      !restoring || active === undefined || active.namespace === namespace || active.status === 'disconnected'
    // Stored before it is shown: a reload right after the visitor sees "connected" must restore it.
    await Promise.all([
      storage.set(STORAGE_KEYS.connectionStatus(namespace), 'connected'),
      storage.set(STORAGE_KEYS.connectorId(namespace), connector.id),
      activate ? storage.set(STORAGE_KEYS.lastUsedChain, namespace) : undefined,
      connectedNamespaces?.add(namespace),
    ])
    updateChain(state, namespace, {
      status: 'connected',
      address: session.address,
      allAccounts: session.accounts ?? [],
      connectorId: connector.id,
      caipNetwork: networkFor(namespace, session.chainReference),
      balance: undefined,
    })
    if (activate) state.activeChain.value = namespace
    unwatch.set(namespace, adapterFor(namespace).watch(connector, walletEvents(namespace)))
    void account.refreshBalance(namespace)
  }

  function walletEvents(namespace: ChainNamespace) {
    return {
      onAccountsChanged(addresses: string[], accounts?: WalletAccount[]) {
        const [address] = addresses
        if (!address) return void clear(namespace)
        updateChain(state, namespace, { address, allAccounts: accounts ?? [], balance: undefined })
        void account.refreshBalance(namespace)
      },
      onChainChanged(reference: string) {
        updateChain(state, namespace, { caipNetwork: networkFor(namespace, reference), balance: undefined })
        void account.refreshBalance(namespace)
      },
      onDisconnect() {
        void clear(namespace)
      },
    }
  }

  /** Resets one namespace to disconnected in this tab only, keeping the network the visitor was on. */
  function clearShown(namespace: ChainNamespace): void {
    unwatch.get(namespace)?.()
    unwatch.delete(namespace)
    updateChain(state, namespace, emptyChainState(namespace, state.chains.value[namespace]?.caipNetwork))
    // Another connection becomes current; with none left the active chain stays, disconnected.
    const other = connectedChains()[0]
    if (state.activeChain.value === namespace && other) state.activeChain.value = other
  }

  /** Resets one namespace to disconnected, shown and stored. */
  async function clear(namespace: ChainNamespace): Promise<void> {
    clearShown(namespace)
    await Promise.all([
      storage.set(STORAGE_KEYS.connectionStatus(namespace), 'disconnected'),
      storage.remove(STORAGE_KEYS.connectorId(namespace)),
      storage.remove(STORAGE_KEYS.selectedAccount(namespace)),
      connectedNamespaces?.remove(namespace),
    ])
  }

  function connectedChains(): ChainNamespace[] {
    return Object.values(state.chains.value)
      .filter((chain) => chain.status !== 'disconnected')
      .map((chain) => chain.namespace)
  }

  /** The namespace, plus the chains sharing its wallet-connect or auth session. */
  function disconnectTargets(namespace: ChainNamespace | undefined): ChainNamespace[] {
    if (!namespace) return connectedChains()
    const type = state.connectorFor(namespace)?.type
    if (!type || !SHARED_SESSION_TYPES.has(type)) return [namespace]
    const sharing = connectedChains().filter((other) => state.connectorFor(other)?.type === type)
    return [...new Set([namespace, ...sharing])]
  }

  /**
   * One namespace from storage: a stored connected becomes connecting until the wallet answers. Following
   * another tab, storage saying anything else (or failing) leaves this tab's connection as it is.
   */
  async function resync(namespace: ChainNamespace, following = false): Promise<void> {
    // Connected from a server render's cookie (portkit/ssr): shown until the wallet answers, as the
    // server showed it; cleared when the stored session says otherwise.
    const shown = state.chains.value[namespace]?.status === 'connected'
    const status = await storage.get<string>(STORAGE_KEYS.connectionStatus(namespace))
    if (status !== 'connected') {
      if (following) return
      if (status === 'disconnected') await storage.remove(STORAGE_KEYS.connectorId(namespace))
      if (shown) await clear(namespace)
      return
    }
    if (!shown) updateChain(state, namespace, { status: 'connecting' })
    const [id, picked] = await Promise.all([
      storage.get<string>(STORAGE_KEYS.connectorId(namespace)),
      storage.get<string>(STORAGE_KEYS.selectedAccount(namespace)),
    ])
    const connector = id ? await waitForConnector(state.connectors, id, RECONNECT_DISCOVERY_MS) : undefined
    const session = connector
      ? await adapterFor(namespace)
          .reconnect(connector, state.chains.value[namespace]?.caipNetwork, picked)
          .catch(() => undefined)
      : undefined
    if (connector && session) await establish(connector, session, true)
    // Storage is the other tab's: this one, unable to re-sync, leaves it and what it showed as they were.
    else if (following) {
      if (!shown) updateChain(state, namespace, { status: 'disconnected' })
    } else await clear(namespace)
  }

  async function connectOnce(connector: Connector): Promise<void> {
    const namespace = connector.chain
    const before = state.chains.value[namespace]
    if (before?.status === 'connected' && before.connectorId === connector.id) {
      throw new ConnectorAlreadyConnectedError()
    }
    updateChain(state, namespace, { status: 'connecting' })
    try {
      await establish(connector, await adapterFor(namespace).connect(connector))
      // A new session starts on the wallet's own first account, not on one picked in an earlier one.
      await storage.remove(STORAGE_KEYS.selectedAccount(namespace))
    } catch (error) {
      // A failed attempt leaves an existing connection as it was.
      updateChain(state, namespace, { status: before?.address ? 'connected' : 'disconnected' })
      throw error
    }
    announce?.('connected', namespace)
    // For the host's useEvents only: the analytics service is not sent it.
    events?.publish({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { namespace, connector: connector.id, name: connector.name },
    })
  }

  async function disconnectOne(namespace: ChainNamespace): Promise<void> {
    const connector = state.connectorFor(namespace)
    try {
      if (connector) await adapterFor(namespace).disconnect(connector)
    } finally {
      await clear(namespace)
    }
  }

  return {
    /** Wallet-level status: connected, connecting, reconnecting (start-up re-sync) or disconnected. */
    status,

    /** Connects the connector; called again while that connect is under way, it waits for the same one. */
    connect(connector: Connector): Promise<void> {
      const key = `${connector.chain} ${connector.id}`
      const pending = connecting.get(key)
      if (pending) return pending
      const attempt = connectOnce(connector).finally(() => connecting.delete(key))
      connecting.set(key, attempt)
      return attempt
    },

    /**
     * Makes another account the wallet granted the connected one (the Account view's picker); refused
     * plainly for an address the wallet did not grant or a wallet that connects one account only.
     */
    async selectAccount(namespace: ChainNamespace, address: string): Promise<void> {
      const chain = state.chains.value[namespace]
      const connector = state.connectorFor(namespace)
      if (chain?.status !== 'connected' || !connector) throw new NoActiveCaipAddressError()
      const adapter = adapterFor(namespace)
      if (!adapter.selectAccount || !chain.allAccounts.some((account) => account.address === address))
        throw new WalletAccountNotGrantedError(address)
      await adapter.selectAccount(connector, address)
      await storage.set(STORAGE_KEYS.selectedAccount(namespace), address)
    },

    /**
     * Without a namespace every chain disconnects; with one, that chain (and the chains sharing its
     * wallet-connect or auth session). Each is independent and failures are collected (spec section 4).
     */
    disconnect: async (namespace?: ChainNamespace): Promise<void> => {
      const targets = disconnectTargets(namespace)
      const results = await Promise.allSettled(targets.map(disconnectOne))
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (connectedChains().length === 0) {
        // The login's leftovers go with the last connection.
        await Promise.all([
          storage.remove(STORAGE_KEYS.socialProvider),
          storage.remove(STORAGE_KEYS.socialUsername),
          connectedNamespaces?.clear(),
        ])
      }
      // Each target is cleared here and in storage even when its wallet failed to end the session.
      for (const target of targets) announce?.('disconnected', target)
      if (failures.length > 0) {
        const reasons = failures.map((f) => f.reason as unknown)
        console.error('[portkit] disconnect failed', reasons)
        events?.sendEvent({
          type: 'track',
          event: 'DISCONNECT_ERROR',
          properties: {
            message: reasons.map((r) => (r instanceof Error ? r.message : String(r))).join('; '),
          },
        })
        throw new DisconnectError({ cause: reasons[0] })
      }
      events?.sendEvent({
        type: 'track',
        event: 'DISCONNECT_SUCCESS',
        properties: { namespace: namespace ?? 'all' },
      })
    },

    /** Start-up re-sync: a stored connected becomes connecting until the wallet answers (spec section 4). */
    async restore(): Promise<void> {
      const namespaces = Object.keys(state.chains.value) as ChainNamespace[]
      reconnecting.value = true
      await Promise.all(namespaces.map((namespace) => resync(namespace))).finally(
        () => (reconnecting.value = false),
      )
    },

    /**
     * Another tab of the app connected or disconnected (its message already checked): a connection is
     * re-synced from the storage it wrote, a disconnection ends this tab's connection locally only (the
     * other tab already ended the session in the wallet).
     */
    async follow(message: TabMessage): Promise<void> {
      const { namespace } = message
      if (!(namespace in state.chains.value)) return
      if (message.event === 'connected') return resync(namespace, true)
      // Only what the shared storage says: the other tab wrote its disconnect there first, and may have
      // connected again since (then the message is stale, and this tab keeps its connection).
      const stored = await storage
        .get<string>(STORAGE_KEYS.connectionStatus(namespace))
        .catch(() => undefined)
      if (stored === 'connected') return
      if (state.chains.value[namespace]?.status !== 'disconnected') clearShown(namespace)
    },

    stop() {
      for (const stopWatching of unwatch.values()) stopWatching()
      unwatch.clear()
    },
  }
}

export type ConnectionController = ReturnType<typeof createConnectionController>
