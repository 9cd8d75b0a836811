import type { ChainNamespace } from '../../../core/types.ts'
import type { Storage } from '../../../services/storage.ts'
import type { TabMessage } from '../../../services/tab-sync.ts'
import type { PortkitState } from '../../../state/create-state.ts'
import type { AccountController } from '../../account.ts'
import type { ConnectedNamespaces } from '../../connected-namespaces.ts'
import type { EventsController } from '../../events.ts'
import type { ChainAdapter } from '../../types.ts'
import type { ConnectionState } from '../state.ts'

/** What the connection actions need; the controller (../connection.ts) makes one per instance. */
export interface ConnectionHost {
  /** The instance's state: the connection of each namespace, the connectors, the active chain. */
  portkit: PortkitState
  state: ConnectionState
  storage: Storage
  adapterFor: (namespace: ChainNamespace) => ChainAdapter
  account: AccountController
  events?: Pick<EventsController, 'sendEvent' | 'publish'>
  /** The stored comma list of connected namespaces. */
  connectedNamespaces?: ConnectedNamespaces
  /** Tells the app's other tabs that this tab's connection changed (after storage has it). */
  announce?: (event: TabMessage['event'], namespace: ChainNamespace) => void
}
