import { RECONNECT_DISCOVERY_MS } from '../../../core/constants.ts'
import type { ChainNamespace } from '../../../core/types.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import { updateChain } from '../../../state/create-state.ts'
import { waitForConnector } from '../../wait-for-connector.ts'
import { clearConnection } from './clear-connection.ts'
import type { ConnectionHost } from './context.ts'
import { establish } from './establish.ts'

/**
 * One namespace from storage: a stored connected becomes connecting until the wallet answers. Following
 * another tab, storage saying anything else (or failing) leaves this tab's connection as it is.
 */
export async function resync(
  host: ConnectionHost,
  namespace: ChainNamespace,
  following = false,
): Promise<void> {
  const { portkit, storage } = host
  // Connected from a server render's cookie (portkit/ssr): shown until the wallet answers, as the
  // server showed it; cleared when the stored session says otherwise.
  const shown = portkit.chains.value[namespace]?.status === 'connected'
  const status = await storage.get<string>(STORAGE_KEYS.connectionStatus(namespace))
  if (status !== 'connected') {
    if (following) return
    if (status === 'disconnected') await storage.remove(STORAGE_KEYS.connectorId(namespace))
    if (shown) await clearConnection(host, namespace)
    return
  }
  if (!shown) updateChain(portkit, namespace, { status: 'connecting' })
  const reconnected = await reconnect(host, namespace)
  if (reconnected) await establish(host, reconnected.connector, reconnected.session, true)
  // Storage is the other tab's: this one, unable to re-sync, leaves it and what it showed as they were.
  else if (following) {
    if (!shown) updateChain(portkit, namespace, { status: 'disconnected' })
  } else await clearConnection(host, namespace)
}

/** The stored connector, once announced, and the session its wallet takes up again; undefined for none. */
async function reconnect({ portkit, storage, adapterFor }: ConnectionHost, namespace: ChainNamespace) {
  const [id, picked] = await Promise.all([
    storage.get<string>(STORAGE_KEYS.connectorId(namespace)),
    storage.get<string>(STORAGE_KEYS.selectedAccount(namespace)),
  ])
  const connector = id ? await waitForConnector(portkit.connectors, id, RECONNECT_DISCOVERY_MS) : undefined
  const session = connector
    ? await adapterFor(namespace)
        .reconnect(connector, portkit.chains.value[namespace]?.caipNetwork, picked)
        .catch(() => undefined)
    : undefined
  return connector && session ? { connector, session } : undefined
}
