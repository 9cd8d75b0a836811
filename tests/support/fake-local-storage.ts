import type { LocalStorageLike } from '../../runtime/services/storage-migration.ts'

/** Node has no localStorage: a Map behind the Web Storage API, recording removals for the assertions. */
export function fakeLocalStorage(initial: Record<string, string> = {}): LocalStorageLike & {
  data: Map<string, string>
  removed: string[]
  setItem(key: string, value: string): void
} {
  const data = new Map(Object.entries(initial))
  const removed: string[] = []
  return {
    data,
    removed,
    get length() {
      return data.size
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => {
      removed.push(key)
      data.delete(key)
    },
  }
}
