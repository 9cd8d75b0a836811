import type { Storage } from '../../runtime/services/storage.ts'

/** Storage in a Map: Node has no IndexedDB; the contract is the same. */
export function memoryStorage(
  initial: Record<string, unknown> = {},
): Storage & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  }
}
