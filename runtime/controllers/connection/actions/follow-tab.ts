import { STORAGE_KEYS } from '../../../services/storage.ts'
import type { TabMessage } from '../../../services/tab-sync.ts'
import { clearShown } from './clear-shown.ts'
import type { ConnectionHost } from './context.ts'
import { resync } from './resync.ts'

/**
 * Another tab of the app connected or disconnected (its message already checked): a connection is
 * re-synced from the storage it wrote, a disconnection ends this tab's connection locally only (the
 * other tab already ended the session in the wallet).
 */
export async function followTab(host: ConnectionHost, message: TabMessage): Promise<void> {
  const { portkit } = host
  const { namespace } = message
  if (!(namespace in portkit.chains.value)) return
  if (message.event === 'connected') return resync(host, namespace, true)
  // Only what the shared storage says: the other tab wrote its disconnect there first, and may have
  // connected again since (then the message is stale, and this tab keeps its connection).
  const stored = await host.storage
    .get<string>(STORAGE_KEYS.connectionStatus(namespace))
    .catch(() => undefined)
  if (stored === 'connected') return
  if (portkit.chains.value[namespace]?.status !== 'disconnected') clearShown(host, namespace)
}
