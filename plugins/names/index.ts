import { definePlugin, FEATURE_NAMESPACES } from '../../runtime/plugins/index.ts'
import { NAMES_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

const NAME_NAMESPACES: readonly string[] = FEATURE_NAMESPACES.names

/**
 * Name registration (spec sections 1, 2, 4, 5, 7 and 8): an account-menu entry opens RegisterAccountName;
 * the name is checked, suggested, signed for and registered with the data API's profile service, and then
 * names the account. Only this object is in the initial bundle; the views, the ENSIP-15 normaliser and
 * the registration code load when the visitor opens the entry. Names are eip155 only (spec section 9).
 */
export default definePlugin({
  id: 'names',
  strings: NAMES_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  apis: ['dataApi'],
  views: {
    RegisterAccountName: { title: 'title', load: () => import('./register-account-name-view.tsx') },
    RegisterAccountNameSuccess: {
      title: 'successTitle',
      load: () => import('./register-account-name-success-view.tsx'),
    },
  },
  accountMenu: [
    {
      label: 'menuLabel',
      view: 'RegisterAccountName',
      available: ({ portkit }) =>
        NAME_NAMESPACES.includes(portkit.state.activeChainState.value?.namespace ?? ''),
    },
  ],
})
