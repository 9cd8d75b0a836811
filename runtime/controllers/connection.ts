import type { ChainNamespace } from '../core/types.ts'
import type { TabMessage } from '../services/tab-sync.ts'
import type { PortkitState } from '../state/create-state.ts'
import { connect } from './connection/actions/connect.ts'
import type { ConnectionHost } from './connection/actions/context.ts'
import { disconnect } from './connection/actions/disconnect.ts'
import { followTab } from './connection/actions/follow-tab.ts'
import { restore } from './connection/actions/restore.ts'
import { selectAccount } from './connection/actions/select-account.ts'
import { stopWatching } from './connection/actions/stop-watching.ts'
import { createConnectionState } from './connection/state.ts'
import type { Connector } from './types.ts'

/** What the controller is given: the connection host's parts, with the instance's state as `state`. */
type Deps = Omit<ConnectionHost, 'portkit' | 'state'> & { state: PortkitState }

/**
 * Connection status per namespace and its transitions (spec section 4). The wiring only: the signals are
 * connection/state.ts's, each transition is a file of connection/actions/ taking the host made here.
 */
export function createConnectionController({ state: portkit, ...deps }: Deps) {
  const state = createConnectionState(portkit)
  const host: ConnectionHost = { ...deps, portkit, state }
  return {
    /** Wallet-level status: connected, connecting, reconnecting (start-up re-sync) or disconnected. */
    status: state.status,
    /** Connects the connector; called again while that connect is under way, it waits for the same one. */
    connect: (connector: Connector) => connect(host, connector),
    /** Makes another account the wallet granted the connected one (the Account view's picker). */
    selectAccount: (namespace: ChainNamespace, address: string) => selectAccount(host, namespace, address),
    /** Every chain without a namespace; with one, that chain and the chains sharing its session. */
    disconnect: (namespace?: ChainNamespace) => disconnect(host, namespace),
    /** Start-up re-sync: a stored connected becomes connecting until the wallet answers (spec section 4). */
    restore: () => restore(host),
    /** Another tab of the app connected or disconnected (its message already checked). */
    follow: (message: TabMessage) => followTab(host, message),
    stop: () => stopWatching(host),
  }
}

export type ConnectionController = ReturnType<typeof createConnectionController>
