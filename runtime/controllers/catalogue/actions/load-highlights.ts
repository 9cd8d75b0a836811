import { WALLET_PAGES } from '../../../core/constants.ts'
import { chainsOf, type CatalogueHost } from './context.ts'
import { guarded } from './guarded.ts'
import { catalogueSource } from './source.ts'

/**
 * The Connect view's featured and recommended groups (spec section 2, connector group order): featured
 * (the host's order) and 4 recommended wallets, once; a load that failed may be tried again.
 */
export function loadHighlights(host: CatalogueHost): Promise<void> {
  const { runs } = host.state
  runs.highlightsLoad ??= fetchHighlights(host).then((done) => {
    if (!done) runs.highlightsLoad = undefined
  })
  return runs.highlightsLoad
}

async function fetchHighlights(host: CatalogueHost): Promise<boolean> {
  const { config } = host.deps.state
  const { featuredWalletIds: featuredIds, excludeWalletIds: exclude } = config
  const done = await guarded(host, async () => {
    const from = await catalogueSource(host)
    const [featuredPage, recommendedPage] = await Promise.all([
      featuredIds.length
        ? from.wallets({
            page: 1,
            entries: featuredIds.length,
            include: featuredIds,
            exclude,
            chains: chainsOf(host),
          })
        : Promise.resolve({ wallets: [], count: 0 }),
      from.wallets({
        page: 1,
        entries: WALLET_PAGES.recommended,
        include: config.includeWalletIds,
        exclude: [...exclude, ...featuredIds],
        chains: chainsOf(host),
      }),
    ])
    // Featured wallets in the host's order.
    host.state.featured.value = featuredIds.flatMap((id) => featuredPage.wallets.filter((w) => w.id === id))
    host.state.recommended.value = recommendedPage.wallets
    return true
  })
  return done === true
}
