import type { ConnectionHost } from './context.ts'

/** Stops following every connected wallet's events. */
export function stopWatching({ state }: ConnectionHost): void {
  for (const stop of state.unwatch.values()) stop()
  state.unwatch.clear()
}
