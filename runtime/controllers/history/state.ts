import { signal } from '@preact/signals-core'
import type { SupportedChains } from '../../services/balance.ts'
import type { Transaction } from '../../services/history.ts'

/** The Activity list's signals; the actions (actions/) are their only writers. */
export function createHistoryState() {
  return {
    transactions: signal<Transaction[]>([]),
    loading: signal(false),
    empty: signal(false),
    /** The next page's cursor; undefined on the last page. */
    next: signal<string | undefined>(undefined),
    /** What the data API serves, once it said. */
    served: signal<SupportedChains | undefined>(undefined),
    /** Not a signal, as nothing shows it: which account the list belongs to (a switch starts a new list). */
    owner: { key: undefined as string | undefined },
  }
}

export type HistoryState = ReturnType<typeof createHistoryState>

/**
 * Whether Activity is offered on a network: not on one the data API serves without history (a node
 * without the Otterscan namespace). Unknown answers and networks it does not serve keep the tab.
 */
export function offersHistoryOn(
  state: Pick<HistoryState, 'served'>,
  caipNetworkId: string | undefined,
): boolean {
  const chains = state.served.value
  return (
    !chains ||
    caipNetworkId === undefined ||
    !chains.http.has(caipNetworkId) ||
    chains.history.has(caipNetworkId)
  )
}
