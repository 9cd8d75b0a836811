import type { HistoryDeps, HistoryHost } from './history/actions/context.ts'
import { fetchPage } from './history/actions/fetch-page.ts'
import { learnServedNetworks } from './history/actions/learn-served-networks.ts'
import { resetHistory } from './history/actions/reset-history.ts'
import { createHistoryState, offersHistoryOn } from './history/state.ts'

export type { Transaction } from '../services/history.ts'

/**
 * Transaction history (spec section 4): a loading flag, an empty flag and the next-page cursor. The wiring
 * only: the signals are history/state.ts's, each transition is a file of history/actions/.
 */
export function createHistoryController(deps: HistoryDeps) {
  const state = createHistoryState()
  const host: HistoryHost = { deps, state }
  return {
    transactions: state.transactions,
    loading: state.loading,
    empty: state.empty,
    next: state.next,
    /** Asks the data API which networks it has history for (once it answered, nothing more). */
    learnServedNetworks: () => learnServedNetworks(host),
    /** Whether Activity is offered on a network (history/state.ts). */
    offersHistoryOn: (caipNetworkId: string | undefined) => offersHistoryOn(state, caipNetworkId),
    /** The first page for the active account (replaces the list). */
    fetch: () => fetchPage(host, false),
    /** The page after the last one fetched; nothing when there is no cursor. */
    fetchMore: () => fetchPage(host, true),
    reset: () => resetHistory(host),
  }
}

export type HistoryController = ReturnType<typeof createHistoryController>
