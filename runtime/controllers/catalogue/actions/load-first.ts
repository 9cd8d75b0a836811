import type { CatalogueHost } from './context.ts'
import { loadHighlights } from './load-highlights.ts'
import { loadMore } from './load-more.ts'

/**
 * First open of AllWallets: featured and recommended, then the first page. Every caller gets the same
 * promise (the row starts it on click, the view waits on it), so nothing is fetched twice and what runs
 * after it sees the loaded list.
 */
export function loadFirst(host: CatalogueHost): Promise<void> {
  const { state } = host
  state.runs.firstLoad ??= highlightsThenPage(host).finally(() => {
    // A load that got nothing (the error is shown) may be tried again on the next open.
    if (state.page.value === 0) state.runs.firstLoad = undefined
  })
  return state.runs.firstLoad
}

async function highlightsThenPage(host: CatalogueHost): Promise<void> {
  host.state.loading.value = true
  await loadHighlights(host)
  host.state.loading.value = false
  await loadMore(host)
}
