import { definePlugin } from '../../runtime/plugins/index.ts'
import { SWAP_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'
import {
  createSwapController,
  isSwapNetwork,
  type SwapArguments,
  type SwapController,
} from './swap-controller.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    swap: SwapController
  }
}

// Spec section 2: Swap is opened with swap arguments; the host's `open()` is typed by them.
declare module 'portkit/runtime' {
  interface PluginViewArguments {
    'swap/Swap': SwapArguments
  }
}

export type { SwapArguments } from './swap-controller.ts'

/**
 * Swap (spec sections 1, 2, 5, 7, 8, 9; `features.swaps`, on by default): trade one token for another on
 * the spec's swap networks (and the devnet chains) through the data API's convert calls. The entry is
 * hidden on other networks, where the view shows what the swap calls throw. Hosts open it with arguments
 * (typed: `SwapArguments`), e.g. from `usePortkit()`:
 * `open({ name: 'swap/Swap', params: { fromToken: 'ETH', toToken: 'PUSD', amount: '0.1' } })`.
 * Tokens are named by symbol, contract address or CAIP-10 address; the amount is a decimal of the sold token.
 */
export default definePlugin({
  id: 'swap',
  strings: SWAP_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  apis: ['dataApi'],
  setup: (context) => createSwapController({ context }),
  views: {
    Swap: { title: 'title', load: () => import('./swap-view.tsx') },
  },
  accountMenu: [
    {
      feature: 'swaps',
      label: 'menuLabel',
      view: 'Swap',
      available: ({ portkit }) => isSwapNetwork(portkit.state.activeChainState.value?.caipNetwork),
    },
  ],
  hooks: {
    // Another account's or network's tokens, quote and balances must not show.
    onAccountChange: ({ portkit }) => portkit.feature('swap').reset(),
    onNetworkChange: ({ portkit }) => portkit.feature('swap').reset(),
  },
})
