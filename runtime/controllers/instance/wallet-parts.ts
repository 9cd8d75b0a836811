import type { ChainNamespace } from '../../core/types.ts'
import type { PluginHost } from '../../plugins/plugin-host.ts'
import type { PortkitServices } from '../../plugins/plugin-portkit.ts'
import type { Storage } from '../../services/storage.ts'
import type { PortkitState } from '../../state/create-state.ts'
import { createAccountController, type AccountController } from '../account.ts'
import { createConnectedNamespaces } from '../connected-namespaces.ts'
import { createConnectionController } from '../connection.ts'
import type { EventsController } from '../events.ts'
import { createNetworkController } from '../network.ts'
import type { Notifications } from '../notifications.ts'
import { createPendingTransactionsController } from '../pending-transactions.ts'
import { createProviderErrorAlerts } from '../provider-error-alerts.ts'
import { createRecentWallets } from '../recent-wallets.ts'
import { createRpcRequests } from '../rpc-requests.ts'
import { closeAfterConnecting, createStartConnection } from '../start-connection.ts'
import type { ChainAdapter } from '../types.ts'
import { createWalletConnectController } from '../walletconnect.ts'
import type { Portkit } from './portkit.ts'
import type { Startup } from './startup.ts'

interface WalletDeps extends Pick<Portkit, 'modal' | 'router' | 'environment'> {
  state: PortkitState
  storage: Storage
  adapterFor: (namespace: ChainNamespace) => ChainAdapter
  events: EventsController
  notifications: Notifications
  services: PortkitServices
  plugins: PluginHost
  startup: Startup
}

type WalletParts = Pick<
  Portkit,
  | 'account'
  | 'connection'
  | 'startConnection'
  | 'network'
  | 'recentWallets'
  | 'pendingTransactions'
  | 'rpcRequests'
  | 'walletConnect'
>

/** The controllers of the wallet and its account: connecting, the session, the network, what was sent. */
export function createWalletParts(deps: WalletDeps): WalletParts {
  const { state, storage, adapterFor, events, modal, startup } = deps
  const account = createAccountController(state, adapterFor, {
    nativeBalance: deps.services.balances.nativeBalance,
    resolveProfile: deps.plugins.resolveProfile,
  })
  const connection = createConnectionController({
    state,
    storage,
    adapterFor,
    account,
    events,
    connectedNamespaces: createConnectedNamespaces(storage),
    announce: (event, namespace) => startup.tabs?.post({ type: 'portkit:connection', event, namespace }),
  })
  const startConnection = createStartConnection({
    state,
    router: deps.router,
    modal,
    connection,
    walletConnect: () => walletConnect,
    isMobile: deps.environment.isMobile,
  })
  const network = createNetworkController({ state, storage, adapterFor, account, events })
  const recentWallets = createRecentWallets(storage)
  const pendingTransactions = createPendingTransactions(state, adapterFor, deps.services, account)
  const rpcRequests = createRpcRequests({
    openModal: () => void modal.open(),
    showError: deps.notifications.error,
  })
  const walletConnect = createWalletConnectController({
    state,
    connection,
    providerErrors: createProviderErrorAlerts(deps.notifications.alert),
    onConnected(wallet) {
      closeAfterConnecting(state, modal)
      if (wallet) void recentWallets.add(wallet)
    },
  })
  return {
    account,
    connection,
    startConnection,
    network,
    recentWallets,
    pendingTransactions,
    rpcRequests,
    walletConnect,
  }
}

function createPendingTransactions(
  state: PortkitState,
  adapterFor: (namespace: ChainNamespace) => ChainAdapter,
  services: PortkitServices,
  account: AccountController,
) {
  return createPendingTransactionsController({
    state,
    adapterFor,
    // A mined transaction moved the sender's balance: the cached one is wrong from now on.
    onSettled({ caipNetworkId }) {
      services.balances.forget()
      const namespace = caipNetworkId.split(':')[0] as ChainNamespace
      if (state.chains.value[namespace]?.caipNetwork?.caipNetworkId === caipNetworkId)
        void account.refreshBalance(namespace)
    },
  })
}
