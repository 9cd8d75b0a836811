import type { ChainTokenReads } from '../../controllers/chain-tokens.ts'
import { createTokensController, type TokensController } from '../../controllers/tokens.ts'
import type { Portkit } from '../../create-portkit.ts'
import { createTokenListSource } from '../../services/token-lists/token-list-source.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'
import { TOKENS_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    tokens: TokensController
  }
}

/** Without a data API the tokens come from the chain: its adapter's batched read over the lists' tokens. */
function chainReads(portkit: Portkit): ChainTokenReads {
  const lists = createTokenListSource({ urls: portkit.state.config.tokenLists })
  return {
    cache: portkit.services.cache,
    listed: async (network) =>
      network.chainNamespace === 'eip155' ? lists.tokensFor(Number(network.id)) : [],
    async balances(namespace, address, network, tokens) {
      const adapter = portkit.adapterFor(namespace)
      if (adapter.getTokenBalances) return adapter.getTokenBalances(address, network, tokens)
      // A chain family without token reads: its native balance only.
      return [{ ...(await adapter.getBalance(address, network)), name: network.nativeCurrency.name }]
    },
  }
}

/**
 * The account's assets (spec section 1, token balances; `features.tokens`, on by default): the Account
 * view's Tokens and NFTs tabs, and the token list the send form picks from.
 */
export default definePlugin({
  id: 'tokens',
  strings: TOKENS_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  setup: ({ portkit }) =>
    createTokensController({
      state: portkit.state,
      balances: portkit.services.balances,
      notifyError: portkit.notifications.error,
      nativeBalance: (namespace, address, network) =>
        portkit.adapterFor(namespace).getBalance(address, network),
      chainReads: portkit.services.dataApi ? undefined : chainReads(portkit),
    }),
  accountTabs: [
    { tab: 'Tokens', load: () => import('./tokens-tab.tsx') },
    { tab: 'NFTs', load: () => import('./nfts-tab.tsx') },
  ],
  hooks: {
    // Another account's or network's tokens must not show.
    onAccountChange: ({ portkit }) => portkit.feature('tokens').clear(),
  },
})
