import type { ChainNamespace } from '../../../core/types.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import { clearShown } from './clear-shown.ts'
import type { ConnectionHost } from './context.ts'

/** Resets one namespace to disconnected, shown and stored. */
export async function clearConnection(host: ConnectionHost, namespace: ChainNamespace): Promise<void> {
  const { storage } = host
  clearShown(host, namespace)
  await Promise.all([
    storage.set(STORAGE_KEYS.connectionStatus(namespace), 'disconnected'),
    storage.remove(STORAGE_KEYS.connectorId(namespace)),
    storage.remove(STORAGE_KEYS.selectedAccount(namespace)),
    host.connectedNamespaces?.remove(namespace),
  ])
}
