import type { ChainTokenReads } from '../../controllers/chain-tokens.ts'
import { createTokensController, type TokensController } from '../../controllers/tokens.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'
import { TOKENS_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    tokens: TokensController
  }
}

/**
 * The account's assets (spec section 1, token balances; `features.tokens`, on by default): the Account
 * view's Tokens and NFTs tabs (NFTs with a data API only), and the token list the send form picks from.
 */
export default definePlugin({
  id: 'tokens',
  strings: TOKENS_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  setup: ({ portkit }) => {
    // Without a data API the tokens come from the chain (chain-reads.ts, loaded with the first read; one
    // per instance, so the host's token lists are fetched once; a failed chunk load is tried again).
    let reads: Promise<ChainTokenReads> | undefined
    const chainReads = () =>
      (reads ??= import('./chain-reads.ts').then(
        (module) => module.chainReads(portkit),
        (error: unknown) => {
          reads = undefined
          throw error
        },
      ))
    return createTokensController({
      state: portkit.state,
      balances: portkit.services.balances,
      notifyError: portkit.notifications.error,
      nativeBalance: (namespace, address, network) =>
        portkit.adapterFor(namespace).getBalance(address, network),
      chainReads: portkit.services.dataApi ? undefined : chainReads,
    })
  },
  accountTabs: [
    {
      tab: 'Tokens',
      // The tokens' reads come with the tab's code (the modal's loader fetches the tabs once the page is
      // idle), so the tab's first refresh does not wait for them.
      load: () =>
        Promise.all([import('./tokens-tab.tsx'), import('../../controllers/token-reads.ts')]).then(
          ([tab]) => tab,
        ),
    },
    {
      tab: 'NFTs',
      // The list and its fetch come with the tab's code; the request waits until the tab shows.
      load: () => import('./nfts-tab.tsx'),
      // NFTs are listed by the data API only (a node alone cannot find an account's NFTs): no tab without it,
      // rather than an empty one posing as a fact.
      available: ({ portkit }) => portkit.state.config.services.dataApi !== undefined,
    },
  ],
  hooks: {
    // Another account's or network's tokens must not show.
    onAccountChange: ({ portkit }) => portkit.feature('tokens').clear(),
  },
})
