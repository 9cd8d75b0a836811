import { computed, signal } from '@preact/signals-core'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import type { WalletEntry } from '../../core/types.ts'
import type { CatalogueSource } from '../../services/catalogue.ts'
import type { PortkitState } from '../../state/create-state.ts'
import type { RecentWallets } from '../recent-wallets.ts'

const NO_ICONS: ReadonlyMap<string, string> = new Map()

/** The catalogue's signals and what they derive; the actions (actions/) are their only writers. */
export function createCatalogueState(state: PortkitState, recentWallets: Pick<RecentWallets, 'wallets'>) {
  const signals = catalogueSignals()
  const { featured, recommended, pages, page, count } = signals
  return {
    ...signals,
    /** Recent, featured, custom, recommended, then the pages; each wallet once. */
    wallets: computed(() => {
      const all = [
        ...recentWallets.wallets.value,
        ...featured.value,
        ...state.config.customWallets,
        ...recommended.value,
        ...pages.value,
      ]
      const seen = new Set<string>()
      return all.filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id))
    }),
    /** The first page has arrived: views show loading skeletons until then. */
    loaded: computed(() => page.value > 0),
    // Pages exclude the featured and recommended wallets, so `count` is what the pages can hold.
    hasMore: computed(() => page.value === 0 || pages.value.length < count.value),
  }
}

export type CatalogueState = ReturnType<typeof createCatalogueState>

function catalogueSignals() {
  return {
    /** Icons of the bundled catalogue loaded so far, by wallet id (inline data URIs). */
    icons: signal(NO_ICONS),
    featured: signal<WalletEntry[]>([]),
    recommended: signal<WalletEntry[]>([]),
    pages: signal<WalletEntry[]>([]),
    count: signal(0),
    page: signal(0),
    loading: signal(false),
    /** What the last failed request threw (the service's or the chunk load's own words). */
    error: signal<ShownMessage | undefined>(undefined),
    searchText: signal(''),
    searchResults: signal<WalletEntry[]>([]),
    /**
     * Not signals, as nothing shows them: the loads under way (each asked once, and asked again after a
     * failure), the icon loads by wallet id, and a count of the searches started (the latest one wins).
     */
    runs: {
      source: undefined as Promise<CatalogueSource> | undefined,
      firstLoad: undefined as Promise<void> | undefined,
      highlightsLoad: undefined as Promise<void> | undefined,
      iconLoads: new Map<string, Promise<string | undefined>>(),
      search: 0,
    },
  }
}
