import { definePlugin } from '../../runtime/plugins/index.ts'
import { createSmartSessionsController, type SmartSessionsController } from './smart-sessions-controller.ts'
import { SMART_SESSIONS_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    'smart-sessions': SmartSessionsController
  }
}

export { useSmartSessions } from './use-smart-sessions.ts'
export type { GrantParameters, SessionCall, SmartSession } from './smart-sessions-controller.ts'

/**
 * Smart sessions (issue 13; `features.smartSessions`, off by default): the host asks the wallet for an
 * ERC-7715 permission (one target, a spending limit, an expiry) held by a session key this browser keeps;
 * the key then calls without a wallet prompt until the session is revoked or expires, and the chain
 * refuses it after. The account menu opens the list with Revoke. The wallet-facing code loads on first use.
 */
export default definePlugin({
  id: 'smart-sessions',
  strings: SMART_SESSIONS_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  apis: ['dataApi'],
  setup: (context) => createSmartSessionsController({ context }),
  views: {
    SmartSessions: { title: 'title', load: () => import('./smart-sessions-view.tsx') },
  },
  accountMenu: [
    {
      label: 'menuLabel',
      view: 'SmartSessions',
      available: ({ portkit }) => portkit.state.activeChainState.value?.namespace === 'eip155',
    },
  ],
  hooks: {
    onAccountChange: ({ portkit }) => portkit.feature('smart-sessions').reset(),
  },
})
