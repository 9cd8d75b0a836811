import { definePlugin } from '../../runtime/plugins/index.ts'
import { RECEIVE_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

/**
 * Receive (spec section 1, a default-on wallet feature): the connected address as a QR code, a copy
 * button and the networks the address works on. Only this object is in the initial bundle; the view and
 * the QR library load when the visitor opens it.
 */
export default definePlugin({
  id: 'receive',
  strings: RECEIVE_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  views: {
    Receive: { title: 'title', load: () => import('./receive-view.tsx') },
  },
  accountMenu: [{ feature: 'receive', label: 'menuLabel', view: 'Receive' }],
})
