import type { ChainNamespace } from '../core/types.ts'
import { STORAGE_KEYS, type Storage } from '../services/storage.ts'

/** Parses the stored comma list; empty parts are ignored. */
export function parseNamespaceList(list: string | undefined): string[] {
  return (list ?? '').split(',').filter((part) => part.length > 0)
}

/** Adds a namespace to the comma list, keeping each once (spec section 4). */
export function addToNamespaceList(list: string | undefined, namespace: string): string {
  return [...new Set([...parseNamespaceList(list), namespace])].join(',')
}

export function removeFromNamespaceList(list: string | undefined, namespace: string): string {
  return parseNamespaceList(list)
    .filter((part) => part !== namespace)
    .join(',')
}

/**
 * The stored record of connected namespaces. Updates run one after another: two chains connecting at
 * once must not overwrite each other's read-modify-write.
 */
export function createConnectedNamespaces(storage: Storage) {
  const read = () => storage.get<string>(STORAGE_KEYS.connectedNamespaces)
  let last: Promise<void> = Promise.resolve()
  const serial = (update: () => Promise<void>) => (last = last.then(update))

  return {
    async list(): Promise<string[]> {
      await last
      return parseNamespaceList(await read())
    },
    add: (namespace: ChainNamespace) =>
      serial(async () => {
        await storage.set(STORAGE_KEYS.connectedNamespaces, addToNamespaceList(await read(), namespace))
      }),
    remove: (namespace: ChainNamespace) =>
      serial(async () => {
        const next = removeFromNamespaceList(await read(), namespace)
        if (next) await storage.set(STORAGE_KEYS.connectedNamespaces, next)
        else await storage.remove(STORAGE_KEYS.connectedNamespaces)
      }),
    clear: () => serial(() => storage.remove(STORAGE_KEYS.connectedNamespaces)),
  }
}

export type ConnectedNamespaces = ReturnType<typeof createConnectedNamespaces>
