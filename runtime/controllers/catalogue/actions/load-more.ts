import { WALLET_PAGES } from '../../../core/constants.ts'
import { chainsOf, type CatalogueHost } from './context.ts'
import { guarded } from './guarded.ts'
import { catalogueSource } from './source.ts'

/** The next page of 40, leaving out the wallets already shown. */
export async function loadMore(host: CatalogueHost): Promise<void> {
  const { deps, state } = host
  if (state.loading.value || (state.page.value > 0 && !state.hasMore.value)) return
  state.loading.value = true
  const next = state.page.value + 1
  await guarded(host, async () => {
    const source = await catalogueSource(host)
    // The wallets the highlights show, as they are once the source is there.
    const shown = [...state.featured.value, ...state.recommended.value].map((wallet) => wallet.id)
    const result = await source.wallets({
      page: next,
      entries: WALLET_PAGES.perPage,
      include: deps.state.config.includeWalletIds,
      exclude: [...deps.state.config.excludeWalletIds, ...shown],
      chains: chainsOf(host),
    })
    state.pages.value = [...state.pages.value, ...result.wallets]
    state.count.value = result.count
    state.page.value = next
  })
  state.loading.value = false
}
