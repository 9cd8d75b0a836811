import { createSendController, type SendController } from '../../controllers/send.ts'
import { SEND_RULES } from '../../controllers/send-form.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'
// Types only: the tokens feature's entry in FeatureApis (it is registered before this one).
import type {} from '../tokens/index.ts'
import { SEND_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    send: SendController
  }
}

/**
 * Send (spec sections 1, 4 and 5; `features.send`, on by default): native and ERC20 transfers on EVM, SOL
 * and SPL transfers on Solana, BTC on Bitcoin, from
 * an account-menu entry. The form picks from the token balances, so it needs the tokens feature. The
 * view's code loads when the visitor opens it.
 */
export default definePlugin({
  id: 'send',
  strings: SEND_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  requires: ['tokens'],
  setup: ({ portkit }) =>
    createSendController({
      state: portkit.state,
      router: portkit.router,
      notifications: portkit.notifications,
      events: portkit.events,
      tokens: portkit.feature('tokens'),
      balances: portkit.services.balances,
      adapterFor: portkit.adapterFor,
      refreshBalance: async () => {
        const namespace = portkit.state.activeChain.value
        if (namespace) await portkit.account.refreshBalance(namespace)
      },
      pendingTransactions: portkit.pendingTransactions,
      resolveName: receiverNames(portkit),
    }),
  views: {
    Send: { title: 'title', load: () => import('./send-view.tsx') },
  },
  accountMenu: [
    {
      feature: 'send',
      label: 'menuLabel',
      view: 'Send',
      // The chain families the send form has rules for (eip155: ERC20, solana: SPL, bip122: BTC).
      available: ({ portkit }) => SEND_RULES[portkit.state.activeChain.value ?? 'polkadot'] !== undefined,
    },
  ],
  hooks: {
    // Spec section 4: switching the active network resets the send form.
    onNetworkChange: ({ portkit }) => portkit.feature('send').reset(),
  },
})

/**
 * Names typed as receivers resolve through the data API's profile service, when one is configured. The
 * resolver (with the ENSIP-15 normaliser) loads with the first name typed.
 */
function receiverNames(portkit: PluginPortkit) {
  const { dataApi, cache } = portkit.services
  if (!dataApi) return undefined
  return async (name: string, chainId: number) => {
    const { resolveName } = await import('../../services/name-lookup.ts')
    return resolveName(dataApi, cache, name, chainId)
  }
}
