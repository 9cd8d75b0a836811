import type { ResolvedConfig } from './config/types.ts'
import { AdapterNotFoundError } from './core/errors.ts'
import type { ChainNamespace } from './core/types.ts'
import { createAccountController } from './controllers/account.ts'
import { watchAccountFeatures } from './controllers/account-features.ts'
import { createCatalogueController } from './controllers/catalogue.ts'
import { createHistoryController } from './controllers/history.ts'
import { createIdentityController } from './controllers/identity.ts'
import { identityFallbacks } from './controllers/identity-fallbacks.ts'
import { createSendController } from './controllers/send.ts'
import { createTokensController } from './controllers/tokens.ts'
import { watchUnsupportedChain } from './controllers/unsupported-chain-watch.ts'
import { createConnectedNamespaces } from './controllers/connected-namespaces.ts'
import { createConnectionController } from './controllers/connection.ts'
import { createConnectorsView } from './controllers/connectors.ts'
import {
  browserEventsEnvironment,
  createEventsController,
  type EventsEnvironment,
} from './controllers/events.ts'
import { createModal } from './controllers/modal.ts'
import { createNetworkController } from './controllers/network.ts'
import { createNotifications } from './controllers/notifications.ts'
import { createRecentWallets } from './controllers/recent-wallets.ts'
import { createProviderErrorAlerts } from './controllers/provider-error-alerts.ts'
import { createRouter, type Router } from './controllers/router.ts'
import { createRpcRequests } from './controllers/rpc-requests.ts'
import { createStartConnection } from './controllers/start-connection.ts'
import type { AdapterFactory, ChainAdapter, ConnectorFactory } from './controllers/types.ts'
import { createWalletConnectController } from './controllers/walletconnect.ts'
import { createPluginHost } from './plugins/plugin-host.ts'
import type { AnyPortkitPlugin } from './plugins/types.ts'
import { SDK_TYPE, SDK_VERSION } from './core/constants.ts'
import { createAnalyticsService } from './services/analytics.ts'
import { createBalanceService } from './services/balance-service.ts'
import { createRecordCache } from './services/cache.ts'
import { createServiceClients } from './services/service-clients.ts'
import { createStorage, type Storage } from './services/storage.ts'
import { createState } from './state/create-state.ts'

export interface PortkitOptions {
  config: ResolvedConfig
  adapters: AdapterFactory[]
  connectors: ConnectorFactory[]
  /** Plugin objects (`definePlugin`); the generated entry lists the ones the config enables. */
  plugins?: AnyPortkitPlugin[]
  /** Injected in tests; IndexedDB by default. */
  storage?: Storage
  /** Page facts for analytics; the browser's by default (tests stand in for a browser with it). */
  eventsEnvironment?: EventsEnvironment
}

/** One Portkit instance: its own state, controllers and wallet wiring. Nothing is shared between instances. */
export function createPortkit(options: PortkitOptions) {
  const state = createState(options.config)
  const storage = options.storage ?? createStorage()
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((factory) => {
      const adapter = factory()
      return [adapter.namespace, adapter]
    }),
  )
  const adapterFor = (namespace: ChainNamespace) => {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new AdapterNotFoundError(namespace)
    return adapter
  }

  const plugins = createPluginHost(options.plugins ?? [])
  const notifications = createNotifications()
  const { analyticsApi, catalogueApi } = options.config.services
  const events = createEventsController({
    enabled: options.config.features.analytics,
    service: analyticsApi
      ? createAnalyticsService({
          analyticsApi,
          ...(catalogueApi ? { catalogueApi } : {}),
          projectId: options.config.projectId,
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
          ...(options.config.clientId ? { clientId: options.config.clientId } : {}),
        })
      : undefined,
    environment: options.eventsEnvironment ?? browserEventsEnvironment(),
    address: () => state.activeChainState.value?.address,
    showAlert: notifications.alert,
  })
  // Pending while the stored session re-syncs: the modal shows loading instead of a stale view.
  let restoring: Promise<void> | undefined
  // Modal and router refer to each other: the modal resets the stack, goBack may close the modal.
  const environment = {
    hasAdapters: adapters.size > 0,
    isMobile: () => globalThis.matchMedia?.('(max-width: 600px)').matches ?? false,
    whenReady: () => restoring,
  }
  const baseModal = createModal(state, environment, () => router, {
    embedded: options.config.enableEmbedded,
    events,
  })
  // A plugin's beforeClose hook may keep the modal open (e.g. a required sign-in).
  const modal = {
    ...baseModal,
    close() {
      if (plugins.mayClose()) baseModal.close()
    },
  }
  const router: Router = createRouter(state, modal.close)
  // Issue 5: balances, names, history, send and the wallet catalogue read the configured services.
  const clients = createServiceClients(options.config)
  const cache = createRecordCache()
  const balances = createBalanceService(clients.dataApi, cache)
  const account = createAccountController(state, adapterFor, {
    notifyError: notifications.error,
    nativeBalance: balances.nativeBalance,
  })
  const tokens = createTokensController({ state, account, balances })
  const history = createHistoryController({
    state,
    dataApi: clients.dataApi,
    notifyError: notifications.error,
  })
  const identity = createIdentityController({
    state,
    dataApi: clients.dataApi,
    cache,
    fallbacks: identityFallbacks(state, (namespace) => adapters.get(namespace as ChainNamespace)),
  })
  const send = createSendController({
    state,
    router,
    notifications,
    events,
    tokens,
    balances,
    adapterFor,
    refreshBalance: async () => {
      const namespace = state.activeChain.value
      if (namespace) await account.refreshBalance(namespace)
    },
  })
  const connection = createConnectionController({
    state,
    storage,
    adapterFor,
    account,
    events,
    connectedNamespaces: createConnectedNamespaces(storage),
  })
  const startConnection = createStartConnection({ state, router, modal, connection })
  const network = createNetworkController({ state, storage, adapterFor, account, events })
  const recentWallets = createRecentWallets(storage)
  const catalogue = createCatalogueController({ state, catalogueApi: clients.catalogueApi, recentWallets })
  const rpcRequests = createRpcRequests({
    openModal: () => void modal.open(),
    showError: notifications.error,
  })
  const walletConnect = createWalletConnectController({
    state,
    connection,
    providerErrors: createProviderErrorAlerts(notifications.alert),
    onConnected(wallet) {
      modal.close()
      if (wallet) void recentWallets.add(wallet)
    },
  })
  const sources = options.connectors.map((factory) => factory({ config: options.config }))

  // What start() set running; stop() undoes it. Empty means not started.
  let running: (() => void)[] = []

  const portkit = {
    state,
    /** The namespace's chain adapter (the host actions go through it); AdapterNotFoundError when none. */
    adapterFor,
    modal,
    router,
    connection,
    startConnection,
    network,
    account,
    tokens,
    history,
    identity,
    send,
    catalogue,
    plugins,
    walletConnect,
    environment,
    notifications,
    events,
    connectors: createConnectorsView(state),
    recentWallets,
    rpcRequests,
    /** Browser-only start: wallet discovery and the stored-session re-sync. Safe to call again after stop. */
    start(): Promise<void> {
      if (running.length > 0) return Promise.resolve()
      const lists = sources.map(() => [] as typeof state.connectors.value)
      running = [
        ...sources.map((source, index) =>
          source.watch((connectors) => {
            lists[index] = connectors
            state.connectors.value = lists.flat()
          }),
        ),
        plugins.start(),
        events.watchInteraction(),
        send.watch(),
        watchAccountFeatures({ state, identity, history, tokens }),
        watchUnsupportedChain({
          state,
          basic: !environment.hasAdapters,
          show: (view) => (state.isOpen.value ? router.reset(view) : void modal.open(view)),
        }),
        () => connection.stop(),
        () => walletConnect.stop(),
      ]
      void recentWallets.load()
      // The chosen network first, then the stored session (whose wallet may be on another chain).
      restoring = network
        .restore()
        .then(() => connection.restore())
        .finally(() => (restoring = undefined))
      return restoring
    },
    stop() {
      for (const undo of running) undo()
      running = []
    },
  }
  plugins.bind(portkit)
  return portkit
}

export type Portkit = ReturnType<typeof createPortkit>
