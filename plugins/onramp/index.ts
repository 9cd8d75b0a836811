import { definePlugin } from '../../runtime/plugins/index.ts'
import { createOnrampController, isOnrampAvailable, type OnrampController } from './onramp-controller.ts'
import { ONRAMP_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    onramp: OnrampController
  }
}

/**
 * On-ramp (spec sections 1, 2, 7, 8, 9; `features.onramp`, on by default): buy crypto with fiat through
 * a provider (Coinbase for EVM accounts, Meld for EVM and Solana). Options and quotes come from the data
 * API (or the built-in defaults and the placeholder quote when it fails); the provider's page opens in a
 * new tab. The entry is hidden outside eip155 and solana and in the spec's restricted timezones.
 */
export default definePlugin({
  id: 'onramp',
  strings: ONRAMP_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  apis: ['dataApi'],
  setup: (context) => createOnrampController({ context }),
  views: {
    Onramp: { title: 'title', load: () => import('./onramp-view.tsx') },
  },
  accountMenu: [
    {
      feature: 'onramp',
      label: 'menuLabel',
      view: 'Onramp',
      available: ({ portkit }) => isOnrampAvailable(portkit.state.activeChainState.value?.caipNetwork),
    },
  ],
  hooks: {
    // Another account's or network's amount and quote must not carry over.
    onAccountChange: ({ portkit }) => portkit.feature('onramp').reset(),
    onNetworkChange: ({ portkit }) => portkit.feature('onramp').reset(),
  },
})
