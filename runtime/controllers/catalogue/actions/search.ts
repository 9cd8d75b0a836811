import { WALLET_PAGES } from '../../../core/constants.ts'
import { chainsOf, type CatalogueHost } from './context.ts'
import { guarded } from './guarded.ts'
import { catalogueSource } from './source.ts'

/** Up to 100 wallets whose name matches; the latest search wins. */
export async function searchWallets(host: CatalogueHost, text: string): Promise<void> {
  const { deps, state } = host
  const run = ++state.runs.search
  state.searchText.value = text
  if (text.trim() === '') {
    state.searchResults.value = []
    return
  }
  const result = await guarded(host, async () =>
    (await catalogueSource(host)).wallets({
      page: 1,
      entries: WALLET_PAGES.search,
      search: text.trim(),
      include: deps.state.config.includeWalletIds,
      exclude: deps.state.config.excludeWalletIds,
      chains: chainsOf(host),
    }),
  )
  if (run === state.runs.search) state.searchResults.value = result?.wallets ?? []
}
