import { createHistoryController, type HistoryController } from '../../controllers/history.ts'
import { definePlugin } from '../../plugins/define-plugin.ts'
import { HISTORY_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    history: HistoryController
  }
}

/**
 * Transaction history (spec sections 1 and 4; `features.history`, on by default): the Account view's
 * Activity tab, paged from the data API. The tab's code loads with the modal.
 */
export default definePlugin({
  id: 'history',
  strings: HISTORY_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  setup: ({ portkit }) =>
    createHistoryController({
      state: portkit.state,
      dataApi: portkit.services.dataApi,
      notifyError: portkit.notifications.error,
      supportedChains: portkit.services.balances.supportedChains,
    }),
  accountTabs: [
    {
      tab: 'Activity',
      load: () => import('./activity-tab.tsx'),
      // Without the data API there is no history to read: no tab, rather than an empty one posing as a fact.
      // Nor on a network the data API serves without history (its node lacks the Otterscan namespace).
      available: ({ portkit }) =>
        portkit.state.config.services.dataApi !== undefined &&
        portkit.feature('history').offersHistoryOn(portkit.state.activeCaipNetwork.value?.caipNetworkId),
    },
  ],
  hooks: {
    // Another account's or network's activity must not show; the list starts afresh.
    onAccountChange: ({ portkit, caipAddress }) => {
      portkit.feature('history').reset()
      if (caipAddress) void portkit.feature('history').learnServedNetworks()
    },
  },
})
