import type { HistoryState } from '../state.ts'

/** No transactions and no cursor; `empty` says whether the view calls the list empty. */
export function clearList(state: HistoryState, empty: boolean): void {
  state.transactions.value = []
  state.empty.value = empty
  state.next.value = undefined
}
