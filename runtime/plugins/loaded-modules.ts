/**
 * The modules of plugin loaders (`() => import(...)`), keyed by the loader itself: fetched once, and once
 * fetched available without waiting, so a preloaded tab or view renders without suspending (React holds a
 * revealed fallback for about 300 ms). A failed fetch is forgotten so the next call retries.
 */
type Loader<T = unknown> = () => Promise<T>

const loaded = new WeakMap<Loader, unknown>()
const pending = new WeakMap<Loader, Promise<unknown>>()

export function loadModule<T>(load: Loader<T>): Promise<T> {
  if (loaded.has(load)) return Promise.resolve(loaded.get(load) as T)
  let promise = pending.get(load) as Promise<T> | undefined
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(load, module)
        return module
      },
      (error: unknown) => {
        pending.delete(load)
        throw error
      },
    )
    pending.set(load, promise)
  }
  return promise
}

/** The module if it has been fetched, else undefined. */
export function loadedModule<T>(load: Loader<T>): T | undefined {
  return loaded.get(load) as T | undefined
}
