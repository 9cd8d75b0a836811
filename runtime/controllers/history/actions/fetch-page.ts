import { FEATURE_NAMESPACES } from '../../../core/constants.ts'
import { HistoryWithoutAddressError } from '../../../core/errors.ts'
import { keyed } from '../../../core/i18n/shown-message.ts'
import { fetchHistoryPage } from '../../../services/history.ts'
import { clearList } from './clear-list.ts'
import type { HistoryHost } from './context.ts'

/**
 * The first page for the active account (replacing the list), or with `more` the page after the last one.
 * An error shows 'Failed to fetch transactions', empties the list, sets empty and clears the cursor.
 */
export async function fetchPage({ deps, state }: HistoryHost, more: boolean): Promise<void> {
  const chain = deps.state.activeChainState.value
  if (!chain?.address) throw new HistoryWithoutAddressError()
  const key = deps.state.activeCaipAddress.value
  if (key !== state.owner.key) {
    state.owner.key = key
    more = false
  }
  // Activity is served for EVM accounts only (spec section 9).
  if (!deps.dataApi || !(FEATURE_NAMESPACES.activity as readonly string[]).includes(chain.namespace))
    return clearList(state, true)
  if (more && !state.next.value) return
  state.loading.value = true
  try {
    const page = await fetchHistoryPage(deps.dataApi, {
      account: chain.address,
      ...(more && state.next.value ? { cursor: state.next.value } : {}),
      ...(chain.caipNetwork ? { chainId: chain.caipNetwork.caipNetworkId } : {}),
    })
    if (state.owner.key !== key) return
    state.transactions.value = more ? [...state.transactions.value, ...page.transactions] : page.transactions
    state.empty.value = state.transactions.value.length === 0
    state.next.value = page.next
  } catch {
    if (state.owner.key !== key) return
    deps.notifyError(keyed('FETCH_TRANSACTIONS_FAILED'))
    // The list the view then calls empty is empty: no earlier page stays behind for a host's hook.
    clearList(state, true)
  } finally {
    state.loading.value = false
  }
}
