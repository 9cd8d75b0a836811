import { signal } from '@preact/signals-core'
import { FEATURE_NAMESPACES } from '../core/constants.ts'
import { HistoryWithoutAddressError, TOASTS } from '../core/errors.ts'
import type { DataApiClient } from '../services/api/clients.ts'
import type { SupportedChains } from '../services/balance.ts'
import { fetchHistoryPage, type Transaction } from '../services/history.ts'
import type { PortkitState } from '../state/create-state.ts'

export type { Transaction }

interface Deps {
  state: PortkitState
  dataApi: DataApiClient | undefined
  notifyError: (message: string) => void
  /** GET /v1/supported-chains (shared with the balances); undefined without a data API. */
  supportedChains: () => Promise<SupportedChains | undefined>
}

/**
 * Transaction history (spec section 4): a loading flag, an empty flag and the next-page cursor. An error
 * shows 'Failed to fetch transactions', empties the list, sets empty and clears the cursor.
 */
export function createHistoryController({ state, dataApi, notifyError, supportedChains }: Deps) {
  const transactions = signal<Transaction[]>([])
  const loading = signal(false)
  const empty = signal(false)
  const next = signal<string | undefined>(undefined)
  // Which account the list belongs to: a switch starts a new list.
  let owner: string | undefined
  // What the data API serves, once it said.
  const served = signal<SupportedChains | undefined>(undefined)

  async function fetchPage(more: boolean): Promise<void> {
    const chain = state.activeChainState.value
    if (!chain?.address) throw new HistoryWithoutAddressError()
    const key = state.activeCaipAddress.value
    if (key !== owner) {
      owner = key
      more = false
    }
    // Activity is served for EVM accounts only (spec section 9).
    if (!dataApi || !(FEATURE_NAMESPACES.activity as readonly string[]).includes(chain.namespace)) {
      transactions.value = []
      empty.value = true
      next.value = undefined
      return
    }
    if (more && !next.value) return
    loading.value = true
    try {
      const page = await fetchHistoryPage(dataApi, {
        account: chain.address,
        ...(more && next.value ? { cursor: next.value } : {}),
        ...(chain.caipNetwork ? { chainId: chain.caipNetwork.caipNetworkId } : {}),
      })
      if (owner !== key) return
      transactions.value = more ? [...transactions.value, ...page.transactions] : page.transactions
      empty.value = transactions.value.length === 0
      next.value = page.next
    } catch {
      if (owner !== key) return
      notifyError(TOASTS.FETCH_TRANSACTIONS_FAILED)
      // The list the view then calls empty is empty: no earlier page stays behind for a host's hook.
      transactions.value = []
      empty.value = true
      next.value = undefined
    } finally {
      loading.value = false
    }
  }

  return {
    transactions,
    loading,
    empty,
    next,
    /** Asks the data API which networks it has history for (once it answered, nothing more). */
    async learnServedNetworks(): Promise<void> {
      if (served.value) return
      // Unanswered, Activity stays offered: its own fetch reports the failure.
      served.value = await supportedChains().catch(() => undefined)
    },
    /**
     * Whether Activity is offered on a network: not on one the data API serves without history (a node
     * without the Otterscan namespace). Unknown answers and networks it does not serve keep the tab.
     */
    offersHistoryOn(caipNetworkId: string | undefined): boolean {
      const chains = served.value
      return (
        !chains ||
        caipNetworkId === undefined ||
        !chains.http.has(caipNetworkId) ||
        chains.history.has(caipNetworkId)
      )
    },
    /** The first page for the active account (replaces the list). */
    fetch: () => fetchPage(false),
    /** The page after the last one fetched; nothing when there is no cursor. */
    fetchMore: () => fetchPage(true),
    reset(): void {
      owner = undefined
      transactions.value = []
      empty.value = false
      next.value = undefined
    },
  }
}

export type HistoryController = ReturnType<typeof createHistoryController>
