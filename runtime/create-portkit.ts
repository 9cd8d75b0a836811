import type { ResolvedConfig } from './config/types.ts'
import { AdapterNotFoundError } from './core/errors.ts'
import type { ChainNamespace, Connector } from './core/types.ts'
import { createAccountController } from './controllers/account.ts'
import { watchUnsupportedChain } from './controllers/unsupported-chain-watch.ts'
import { createConnectedNamespaces } from './controllers/connected-namespaces.ts'
import { createConnectionController } from './controllers/connection.ts'
import { createConnectorsView } from './controllers/connectors.ts'
import {
  browserEventsEnvironment,
  createEventsController,
  type EventsEnvironment,
} from './controllers/events.ts'
import { createLegalConsent } from './controllers/legal-consent.ts'
import { createModal } from './controllers/modal.ts'
import { createNetworkController } from './controllers/network.ts'
import { createPendingTransactionsController } from './controllers/pending-transactions.ts'
import { createNotifications } from './controllers/notifications.ts'
import { createRecentWallets } from './controllers/recent-wallets.ts'
import { createProviderErrorAlerts } from './controllers/provider-error-alerts.ts'
import { createRouter, type Router } from './controllers/router.ts'
import { createRpcRequests } from './controllers/rpc-requests.ts'
import { closeAfterConnecting, createStartConnection } from './controllers/start-connection.ts'
import type { AdapterFactory, ChainAdapter, ConnectorFactory } from './controllers/types.ts'
import { createWalletConnectController } from './controllers/walletconnect.ts'
import { createI18n } from './state/i18n.ts'
import { createPluginHost } from './plugins/plugin-host.ts'
import type { AnyPortkitPlugin, FeatureApis } from './plugins/types.ts'
import { MOBILE_MEDIA_QUERY, SDK_TYPE, SDK_VERSION } from './core/constants.ts'
import { createAnalyticsService } from './services/analytics.ts'
import { createBalanceService } from './services/balance-service.ts'
import { createRecordCache } from './services/cache.ts'
import { createServiceClients } from './services/service-clients.ts'
import { createStorage, loggingFailures, type Storage } from './services/storage.ts'
import { openTabChannel, tabChannelName, type TabChannel } from './services/tab-sync.ts'
import { watchConnectionCookie, type PortkitInitialState } from './services/connection-cookie.ts'
import { createState } from './state/create-state.ts'
import { CORE_MESSAGES } from './core/i18n/core-messages.ts'
import type { Messages } from './core/i18n/messages.ts'
import { seedConnection } from './state/seed-connection.ts'

export interface PortkitOptions {
  config: ResolvedConfig
  adapters: AdapterFactory[]
  connectors: ConnectorFactory[]
  /** Plugin objects (`definePlugin`); the generated entry lists the ones the config enables. */
  plugins?: AnyPortkitPlugin[]
  /** Injected in tests; IndexedDB by default. Its failures are logged, never thrown (spec section 8). */
  storage?: Storage
  /** Page facts for analytics; the browser's by default (tests stand in for a browser with it). */
  eventsEnvironment?: EventsEnvironment
  /**
   * Server rendering (`portkit/ssr`): the browser keeps the connection in a cookie, and the instance starts
   * from the connection a request's cookie held (`cookieToInitialState`), on the server and when hydrating.
   */
  ssr?: { initialState?: PortkitInitialState | undefined }
}

/** One Portkit instance: its own state, controllers and wallet wiring. Nothing is shared between instances. */
export function createPortkit(options: PortkitOptions) {
  const state = createState(options.config)
  if (options.ssr?.initialState) seedConnection(state, options.ssr.initialState)
  // A failing storage is only logged (spec section 8), whichever storage it is.
  const storage = options.storage ? loggingFailures(options.storage) : createStorage()
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((factory) => {
      const adapter = factory({ config: options.config })
      return [adapter.namespace, adapter]
    }),
  )
  const adapterFor = (namespace: ChainNamespace) => {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new AdapterNotFoundError(namespace)
    return adapter
  }

  const plugins = createPluginHost(options.plugins ?? [])
  // The core modal's messages and every plugin's: English built in, each locale a lazy chunk per group.
  const i18n = createI18n(options.config.locale, [
    CORE_MESSAGES,
    // A plugin of the list is an AnyPortkitPlugin, whose strings are typed `any`.
    ...plugins.plugins.map((plugin) => ({
      id: plugin.id,
      english: plugin.strings as Messages,
      load: plugin.locales,
    })),
  ])
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
  const legal = createLegalConsent(options.config)
  const environment = {
    hasAdapters: adapters.size > 0,
    mayConnect: () => legal.mayConnect.value,
    isMobile: () => globalThis.matchMedia?.(MOBILE_MEDIA_QUERY).matches ?? false,
    whenReady: () => restoring,
  }
  const baseModal = createModal(state, environment, () => router, {
    embedded: options.config.enableEmbedded,
    events,
  })
  // A plugin's beforeClose hook may keep the modal open (e.g. a required sign-in).
  const modal = {
    ...baseModal,
    close: () => {
      if (plugins.mayClose()) baseModal.close()
    },
  }
  const router: Router = createRouter(state, modal.close)
  // Clients of the configured services: the core reads native balances, the features the rest.
  const clients = createServiceClients(options.config)
  const cache = createRecordCache()
  const balances = createBalanceService(clients.dataApi, cache)
  const account = createAccountController(state, adapterFor, {
    nativeBalance: balances.nativeBalance,
    resolveProfile: plugins.resolveProfile,
  })
  // The app's other tabs (opened by start): they follow this tab's connects and disconnects.
  let tabs: TabChannel | undefined
  const connection = createConnectionController({
    state,
    storage,
    adapterFor,
    account,
    events,
    connectedNamespaces: createConnectedNamespaces(storage),
    announce: (event, namespace) => tabs?.post({ type: 'portkit:connection', event, namespace }),
  })
  const startConnection = createStartConnection({
    state,
    router,
    modal,
    connection,
    walletConnect: () => walletConnect,
    isMobile: environment.isMobile,
  })
  const network = createNetworkController({ state, storage, adapterFor, account, events })
  const recentWallets = createRecentWallets(storage)
  const pendingTransactions = createPendingTransactionsController({
    state,
    adapterFor,
    // A mined transaction moved the sender's balance: the cached one is wrong from now on.
    onSettled({ caipNetworkId }) {
      balances.forget()
      const namespace = caipNetworkId.split(':')[0] as ChainNamespace
      if (state.chains.value[namespace]?.caipNetwork?.caipNetworkId === caipNetworkId)
        void account.refreshBalance(namespace)
    },
  })
  const rpcRequests = createRpcRequests({
    openModal: () => void modal.open(),
    showError: notifications.error,
  })
  const walletConnect = createWalletConnectController({
    state,
    connection,
    providerErrors: createProviderErrorAlerts(notifications.alert),
    onConnected(wallet) {
      closeAfterConnecting(state, modal)
      if (wallet) void recentWallets.add(wallet)
    },
  })
  const sources = options.connectors.map((factory) => factory({ config: options.config }))

  /** Another tab's connect re-syncs this one from storage, its disconnect disconnects this one too. */
  function watchOtherTabs(): () => void {
    tabs = openTabChannel(tabChannelName(options.config.projectId), (message) => {
      // After the start-up re-sync, so the two never race over one namespace.
      void Promise.resolve(restoring)
        .then(() => connection.follow(message))
        .catch((error: unknown) => console.error('[portkit] following another tab failed', error))
    })
    return () => {
      tabs?.close()
      tabs = undefined
    }
  }

  // What start() set running; stop() undoes it. Empty means not started.
  let running: (() => void)[] = []

  const portkit = {
    state,
    /** The modal's language: `i18n.t(group, key)`, `setLocale`, the active locale and its direction. */
    i18n,
    modal,
    router,
    connection,
    startConnection,
    network,
    account,
    plugins,
    walletConnect,
    environment,
    notifications,
    events,
    connectors: createConnectorsView(state),
    recentWallets,
    rpcRequests,
    /** `features.legalCheckbox` and the legal links: whether connecting waits for the visitor's agreement. */
    legal,
    /** The pending-transaction watcher (off by default): what was sent through Portkit and is not mined yet. */
    pendingTransactions,
    /** The instance's storage (IndexedDB in a browser): plugins keep their own keys in it (e.g. SIWX sessions). */
    storage,
    /** The configured services' clients and the caches, shared by the core and the features. */
    services: { ...clients, cache, balances },
    /** The chain adapter of a namespace (features and host actions go through it); AdapterNotFoundError when none. */
    adapterFor,
    /** What plugin `id`'s setup returned, e.g. `feature('tokens')`; throws when no such plugin is registered. */
    feature<Id extends keyof FeatureApis>(id: Id): FeatureApis[Id] {
      return plugins.feature(id) as FeatureApis[Id]
    },
    /** Browser-only start: wallet discovery and the stored-session re-sync. Safe to call again after stop. */
    start(): Promise<void> {
      if (running.length > 0) return Promise.resolve()
      const lists = sources.map(() => [] as typeof state.connectors.value)
      running = [
        ...sources.map((source, index) =>
          source.watch((connectors) => {
            lists[index] = connectors
            state.connectors.value = lists.flat().filter(connectsHere(options.config))
          }),
        ),
        plugins.start(),
        events.watchInteraction(),
        events.watchPage(),
        account.watchProfile(),
        watchUnsupportedChain({
          state,
          basic: !environment.hasAdapters,
          show: (view) => (state.isOpen.value ? router.reset(view) : void modal.open(view)),
        }),
        () => connection.stop(),
        () => walletConnect.stop(),
        ...(options.ssr ? [watchConnectionCookie(state)] : []),
        watchOtherTabs(),
      ]
      void recentWallets.load()
      // The configured locale's chunks (English is built in); a failed load leaves the modal in English.
      if (i18n.initial !== i18n.locale.peek())
        i18n.setLocale(i18n.initial).catch((error: unknown) => console.error('portkit: locale', error))
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
      pendingTransactions.stop()
    },
  }
  plugins.bind(portkit)
  return portkit
}

export type Portkit = ReturnType<typeof createPortkit>

/**
 * Whether a discovered connector may connect in this app: on the namespaces `universal` leaves to
 * WalletConnect, only its session (and the embedded wallet's login) does, not browser wallets.
 */
function connectsHere(config: ResolvedConfig) {
  const walletConnectOnly = new Set(config.walletConnectOnly)
  return (connector: Connector) =>
    !walletConnectOnly.has(connector.chain) || connector.pairing !== undefined || connector.type === 'AUTH'
}
