import {
  createCatalogueController,
  loadApiCatalogueSource,
  type CatalogueController,
} from '../../controllers/catalogue.ts'
import { computed, type ReadonlySignal } from '@preact/signals-core'
import type { WalletEntry } from '../../core/types.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'
import { loadModule } from '../../plugins/loaded-modules.ts'
import { CATALOGUE_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    catalogue: CatalogueController
  }
}

/**
 * The wallet catalogue (spec sections 2, 7 and 9; `features.allWallets`, on by default): the AllWallets
 * view and its entry at the end of the Connect list, and the Connect view's featured and recommended
 * wallets. The wallets come from the catalogue service when one is configured, else from Portkit's own
 * catalogue, a lazy chunk. Nothing is fetched before the visitor opens the modal; the pages of 40 only
 * once they open All Wallets.
 */
export default definePlugin({
  id: 'catalogue',
  strings: CATALOGUE_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  setup: ({ portkit }) =>
    createCatalogueController({
      state: portkit.state,
      catalogueApi: portkit.services.catalogueApi,
      localCatalogue: () =>
        import('../../services/catalogue-local/local-catalogue.ts').then((module) => module.localCatalogue),
      recentWallets: portkit.recentWallets,
    }),
  views: {
    AllWallets: {
      title: 'title',
      specView: 'AllWallets',
      // The catalogue service's client comes with the view's code, which the Connect list fetches while
      // the entry shows: the entry's click finds it loaded and sends the first request at once.
      load: () =>
        Promise.all([import('./all-wallets-view.tsx'), loadModule(loadApiCatalogueSource)]).then(
          ([view]) => view,
        ),
    },
    // Reached from the core "What is a wallet?" help (runtime/ui/views/what-is-a-wallet-view.tsx).
    GetWallet: { title: 'getWallet', load: () => import('./get-wallet-view.tsx') },
  },
  // Spec section 2, connector group order: featured and recommended wallets in the Connect view too, each
  // with its bundled icon once loaded.
  connectWallets: ({ portkit }) => {
    const catalogue = portkit.feature('catalogue')
    const shown = (list: ReadonlySignal<WalletEntry[]>) => computed(() => list.value.map(catalogue.withIcon))
    return {
      featured: shown(catalogue.featured),
      recommended: shown(catalogue.recommended),
      load: () =>
        catalogue.loadHighlights().then(() => {
          void catalogue.prefetchImages([...catalogue.featured.value, ...catalogue.recommended.value])
        }),
    }
  },
  connectList: [
    {
      label: 'entry',
      view: 'AllWallets',
      // The catalogue request runs while the view's code loads, not after it.
      onSelect: ({ portkit }) => void portkit.feature('catalogue').load(),
    },
  ],
})
