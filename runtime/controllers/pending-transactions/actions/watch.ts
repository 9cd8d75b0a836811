import type { PendingTransactionsHost } from './context.ts'
import { stopWatching } from './stop-watching.ts'

/**
 * Turns the watcher on; returns the release. It stays on while anyone holds it, and when the last one
 * releases it forgets what it watched and asks nothing more.
 */
export function watch(host: PendingTransactionsHost): () => void {
  const { state } = host
  state.runs.holders += 1
  state.enabled.value = true
  let released = false
  return () => {
    if (released) return
    released = true
    state.runs.holders -= 1
    if (state.runs.holders === 0) stopWatching(host)
  }
}
