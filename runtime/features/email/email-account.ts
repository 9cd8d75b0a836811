import { solanaUserOf } from '../../connectors/auth/index.ts'
import type { FrameAccountType } from '../../connectors/auth/frame-protocol.ts'
import { createPreferredAccountType } from '../../controllers/preferred-account-type.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import type { EmailAccountHost } from './actions/account-context.ts'
import { awaitDevice } from './actions/await-device.ts'
import type { Auth } from './actions/context.ts'
import { loadSocial } from './actions/load-social.ts'
import { submitNewEmail } from './actions/submit-new-email.ts'
import { submitUpdateOtp } from './actions/submit-update-otp.ts'
import { switchAccountType } from './actions/switch-account-type.ts'
import { createEmailAccountState } from './account-state.ts'
import type { EmailStringKey } from './strings.ts'

export {
  DEVICE_VIEW,
  SETTINGS_VIEW,
  UPDATE_EMAIL_NEW_OTP_VIEW,
  UPDATE_EMAIL_OTP_VIEW,
  UPDATE_EMAIL_VIEW,
} from './view-names.ts'

/**
 * The embedded wallet's account beside login (spec sections 4 and 7): device verification, the email
 * update with a code to the current address then one to the new address, and the preferred account type
 * (eoa or smartAccount) through the preferred-account-type controller. The wiring only: the signals are
 * account-state.ts's, each transition is a file of actions/.
 */
export function createEmailAccount(
  portkit: PluginPortkit,
  auth: () => Auth,
  t: (key: EmailStringKey) => string,
) {
  const state = createEmailAccountState()
  const accountTypes = accountTypesOf(portkit, auth)
  const host: EmailAccountHost = { portkit, state, auth, accountTypes, t }
  const { run: _run, ...signals } = state
  return {
    ...signals,
    accountTypes,
    /** Settles once the stored preference is read: a restored login asks for the right account type. */
    loaded: accountTypes.load().catch(() => undefined),
    /** The preferred type the frame is asked for; only the embedded wallet's two types count. */
    preferredAccountType(): FrameAccountType | undefined {
      const type = accountTypes.preferred.value.eip155
      return type === 'eoa' || type === 'smartAccount' ? type : undefined
    },
    /** Whether the active account is the embedded wallet's smart account (what the frame reported). */
    activeType: (): FrameAccountType | undefined => auth().user()?.preferredAccountType,
    awaitDevice: (onCode: () => void) => awaitDevice(host, onCode),
    loadSocial: () => loadSocial(host),
    /** The embedded wallet's email: the confirmed new one after an update, else the frame user's. */
    userEmail: (): string | undefined =>
      state.email.value ?? auth().user()?.email ?? solanaUserOf(auth())?.email ?? undefined,
    submitNewEmail: (value: string) => submitNewEmail(host, value),
    submitUpdateOtp: (step: 'primary' | 'secondary', otp: string) => submitUpdateOtp(host, step, otp),
    switchAccountType: (type: FrameAccountType) => switchAccountType(host, type),
  }
}

/** The preferred account type, set through the embedded wallet's frame when it is listed. */
function accountTypesOf(portkit: PluginPortkit, auth: () => Auth) {
  return createPreferredAccountType({
    storage: portkit.storage,
    events: portkit.events,
    defaults: portkit.state.config.defaultAccountTypes,
    authConnector: () => {
      try {
        const found = auth()
        return { setPreferredAccount: (type) => found.setPreferredAccount(type as FrameAccountType) }
      } catch {
        return undefined
      }
    },
    reconnect: () => auth().reloadUser(),
  })
}

export type EmailAccount = ReturnType<typeof createEmailAccount>
