import { STORAGE_KEYS } from '../../../services/storage.ts'
import { updateChain } from '../../../state/create-state.ts'
import type { ChainSession, Connector } from '../../types.ts'
import { networkFor } from '../chains.ts'
import type { ConnectionHost } from './context.ts'
import { walletEvents } from './wallet-events.ts'

/**
 * A connection made (or, `restoring`, re-synced at start-up). A re-synced namespace becomes active only
 * when the active one (the last used chain) is neither connected nor being re-synced, so with several
 * namespaces restored at once the visitor's last used chain stays active.
 */
export async function establish(
  host: ConnectionHost,
  connector: Connector,
  session: ChainSession,
  restoring = false,
): Promise<void> {
  const { portkit, state, storage } = host
  const namespace = connector.chain
  state.unwatch.get(namespace)?.()
  const active = portkit.activeChainState.value
  const activate =
    !restoring || active === undefined || active.namespace === namespace || active.status === 'disconnected'
  // Stored before it is shown: a reload right after the visitor sees "connected" must restore it.
  await Promise.all([
    storage.set(STORAGE_KEYS.connectionStatus(namespace), 'connected'),
    storage.set(STORAGE_KEYS.connectorId(namespace), connector.id),
    activate ? storage.set(STORAGE_KEYS.lastUsedChain, namespace) : undefined,
    host.connectedNamespaces?.add(namespace),
  ])
  updateChain(portkit, namespace, {
    status: 'connected',
    address: session.address,
    allAccounts: session.accounts ?? [],
    connectorId: connector.id,
    caipNetwork: networkFor(portkit, namespace, session.chainReference),
    balance: undefined,
  })
  if (activate) portkit.activeChain.value = namespace
  state.unwatch.set(namespace, host.adapterFor(namespace).watch(connector, walletEvents(host, namespace)))
  void host.account.refreshBalance(namespace)
}
