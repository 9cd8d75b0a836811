import type { PreferredAccountType } from '../../../controllers/preferred-account-type.ts'
import type { PluginPortkit } from '../../../plugins/plugin-portkit.ts'
import type { EmailAccountState } from '../account-state.ts'
import type { EmailStringKey } from '../strings.ts'
import type { Auth } from './context.ts'

/** What the account actions need; the wiring (email-account.ts) makes one per instance. */
export interface EmailAccountHost {
  portkit: PluginPortkit
  state: EmailAccountState
  /** The auth connector's frame client; throws the spec's dependency error when none is listed. */
  auth: () => Auth
  accountTypes: PreferredAccountType
  /** The feature's strings in the active locale (the toast after an email update). */
  t: (key: EmailStringKey) => string
}
