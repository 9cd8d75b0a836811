import { clearList } from './clear-list.ts'
import type { HistoryHost } from './context.ts'

/** Forgets the list and whose it was (not yet known to be empty). */
export function resetHistory({ state }: HistoryHost): void {
  state.owner.key = undefined
  clearList(state, false)
}
