import type { AuthProviderHooks } from '../../connectors/auth/index.ts'
import { ALERTS } from '../../core/errors.ts'
import { STORAGE_KEYS } from '../../services/storage.ts'
import type { EmailLoginHost } from './actions/context.ts'
import { gateRequest } from './actions/gate-request.ts'
import { drawnThemeMode } from './frame-sync.ts'

/** What a sign-out forgets: the login cache and how the visitor signed in (spec section 3). */
const LOGIN_KEYS = [
  STORAGE_KEYS.emailLoginUsed,
  STORAGE_KEYS.loginEmail,
  STORAGE_KEYS.socialProvider,
  STORAGE_KEYS.socialUsername,
]

/** This instance's hooks for the auth connector: request approval, restore rules, theme, sign-out. */
export function frameHooks(host: EmailLoginHost): AuthProviderHooks {
  const { portkit, account } = host
  const { storage, state } = portkit
  return {
    gate: (method, params, send) => gateRequest(host, method, params, send),
    mayRestore: async () => {
      await account.loaded
      return (await storage.get<boolean>(STORAGE_KEYS.emailLoginUsed)) === true
    },
    preferredAccountType: () => account.preferredAccountType(),
    socialProvider: () => storage.get<string>(STORAGE_KEYS.socialProvider),
    themeMode: () => drawnThemeMode(state.themeMode.peek()),
    onSignedOut: async () => {
      await Promise.all(LOGIN_KEYS.map((key) => storage.remove(key)))
    },
    onRefused: () => portkit.notifications.alert(ALERTS.ORIGIN_NOT_ALLOWED),
  }
}
