import type { ChainNamespace } from '../core/types.ts'
import type { AccountController } from '../controllers/account.ts'
import type { ConnectionController } from '../controllers/connection.ts'
import type { EventsController } from '../controllers/events.ts'
import type { LegalConsent } from '../controllers/legal-consent.ts'
import type { Modal } from '../controllers/modal.ts'
import type { NetworkController } from '../controllers/network.ts'
import type { Notifications } from '../controllers/notifications.ts'
import type { PendingTransactionsController } from '../controllers/pending-transactions.ts'
import type { RecentWallets } from '../controllers/recent-wallets.ts'
import type { Router } from '../controllers/router.ts'
import type { RpcRequests } from '../controllers/rpc-requests.ts'
import type { StartConnection } from '../controllers/start-connection.ts'
import type { AnyChainAdapter } from '../controllers/types.ts'
import type { WalletConnectController } from '../controllers/walletconnect.ts'
import type { PortkitEnvironment } from '../controllers/instance/portkit.ts'
import type { BalanceService } from '../services/balance-service.ts'
import type { RecordCache } from '../services/cache.ts'
import type { ServiceClients } from '../services/service-clients.ts'
import type { Storage } from '../services/storage.ts'
import type { I18n } from '../state/i18n.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { FeatureApis } from './types.ts'

/** The other plugins of the instance, as a plugin sees them. */
export interface PluginRegistry {
  /** Whether plugin `id` is in the instance's list. */
  has(id: string): boolean
  /** What plugin `id`'s setup returned; throws when no such plugin is registered. */
  feature(id: string): unknown
}

/** The configured services' clients and the caches, shared by the core and the features. */
export interface PortkitServices extends ServiceClients {
  cache: RecordCache
  balances: BalanceService
}

/**
 * What a plugin gets of the Portkit instance (`context.portkit`): the state, the controllers its
 * transitions drive, the services and the other plugins. The instance (`Portkit`) is this and the parts
 * only the core's views and the host use (the connectors view, the rest of the WalletConnect pairing and
 * of the environment, start and stop).
 */
export interface PluginPortkit {
  /** The instance's signals (spec section 3), read and written through the controllers. */
  state: PortkitState
  /** The modal's language: `i18n.t(group, key)`, `setLocale`, the active locale and its direction. */
  i18n: I18n
  modal: Modal
  router: Router
  connection: ConnectionController
  /** Connecting a chosen wallet: the views to show while it connects, and where to go once it did. */
  startConnection: StartConnection
  network: NetworkController
  account: AccountController
  plugins: PluginRegistry
  notifications: Notifications
  events: EventsController
  recentWallets: RecentWallets
  rpcRequests: RpcRequests
  /** `features.legalCheckbox` and the legal links: whether connecting waits for the visitor's agreement. */
  legal: LegalConsent
  /** The pending-transaction watcher (off by default): what was sent through Portkit and is not mined yet. */
  pendingTransactions: PendingTransactionsController
  /**
   * A list of wallets on a phone (the catalogue's All Wallets view) keeps a WalletConnect pairing on offer
   * while it shows, so a tap opens the wallet's app at once: whether this is a phone, and the pairing's watch.
   */
  environment: Pick<PortkitEnvironment, 'isMobile'>
  walletConnect: Pick<WalletConnectController, 'watch'>
  /** The instance's storage (IndexedDB in a browser): plugins keep their own keys in it (e.g. SIWX sessions). */
  storage: Storage
  /** The configured services' clients and the caches, shared by the core and the features. */
  services: PortkitServices
  /**
   * The chain adapter of a namespace (features and host actions go through it); AdapterNotFoundError when none.
   * Any adapter, as the instance's default: a plugin may ask for any capability and gets the host action's
   * refusal at run time on a chain without it.
   */
  adapterFor(this: void, namespace: ChainNamespace): AnyChainAdapter
  /** What plugin `id`'s setup returned, e.g. `feature('tokens')`; throws when no such plugin is registered. */
  feature<Id extends keyof FeatureApis>(id: Id): FeatureApis[Id]
}
