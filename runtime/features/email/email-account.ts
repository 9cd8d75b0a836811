import { signal } from '@preact/signals-core'
import { solanaUserOf, type authOf } from '../../connectors/auth/index.ts'
import type { FrameAccountType } from '../../connectors/auth/frame-protocol.ts'
import { createPreferredAccountType } from '../../controllers/preferred-account-type.ts'
import { EmailLoginDependencyError, UnexpectedEmailUpdateStepError } from '../../core/errors.ts'
import { assertEmail, assertOtp } from '../../core/validation/frame-fields.ts'
import type { Portkit } from '../../create-portkit.ts'
import { STORAGE_KEYS } from '../../services/storage.ts'
import { createStepRunner } from './step-runner.ts'
import type { EMAIL_STRINGS } from './strings.ts'

export const DEVICE_VIEW = 'email/VerifyDevice'
export const SETTINGS_VIEW = 'email/AccountSettings'
export const UPDATE_EMAIL_VIEW = 'email/UpdateEmail'
export const UPDATE_EMAIL_OTP_VIEW = 'email/UpdateEmailOtp'
export const UPDATE_EMAIL_NEW_OTP_VIEW = 'email/UpdateEmailNewOtp'

type Auth = NonNullable<ReturnType<typeof authOf>>

/**
 * The embedded wallet's account beside login (spec sections 4 and 7): device verification, the email
 * update with a code to the current address then one to the new address, and the preferred account type
 * (eoa or smartAccount) through the preferred-account-type controller.
 */
export function createEmailAccount(
  portkit: Portkit,
  auth: () => Auth,
  t: (key: keyof typeof EMAIL_STRINGS) => string,
) {
  const { storage, router, state } = portkit
  const { error, busy, run } = createStepRunner()
  /** The address the pending update moves to, for the second code's text. */
  const newEmail = signal('')
  /** The frame user's email, refreshed after an update. */
  const email = signal<string | undefined>(undefined)
  /** How the visitor signed in when it was a social login: the social provider and username keys. */
  const social = signal<{ provider: string; username: string | undefined } | undefined>(undefined)

  const accountTypes = createPreferredAccountType({
    storage,
    events: portkit.events,
    defaults: state.config.defaultAccountTypes,
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
  const loaded = accountTypes.load().catch(() => undefined)

  return {
    error,
    busy,
    newEmail,
    email,
    social,
    accountTypes,
    /** Settles once the stored preference is read: a restored login asks for the right account type. */
    loaded,
    /** The preferred type the frame is asked for; only the embedded wallet's two types count. */
    preferredAccountType(): FrameAccountType | undefined {
      const type = accountTypes.preferred.value.eip155
      return type === 'eoa' || type === 'smartAccount' ? type : undefined
    },
    /** Whether the active account is the embedded wallet's smart account (what the frame reported). */
    activeType: (): FrameAccountType | undefined => auth().user()?.preferredAccountType,

    /** VERIFY_DEVICE: waits (30 s at most) for the mailed link to be opened, then the code step follows. */
    awaitDevice: (onCode: () => void) =>
      run(async () => {
        const { action } = await auth().connectDevice()
        if (action !== 'VERIFY_OTP') throw new EmailLoginDependencyError()
        onCode()
      }),

    /** Reads the stored social login (the keys social login writes and a disconnect clears). */
    async loadSocial(): Promise<void> {
      const [provider, username] = await Promise.all([
        storage.get<string>(STORAGE_KEYS.socialProvider),
        storage.get<string>(STORAGE_KEYS.socialUsername),
      ])
      social.value = provider ? { provider, username } : undefined
    },

    /** The embedded wallet's email: the confirmed new one after an update, else the frame user's. */
    userEmail: (): string | undefined =>
      email.value ?? auth().user()?.email ?? solanaUserOf(auth())?.email ?? undefined,

    submitNewEmail: (value: string) =>
      run(async () => {
        const next = assertEmail(value.trim())
        const { action } = await auth().updateEmail(next)
        if (action !== 'VERIFY_PRIMARY_OTP')
          throw new UnexpectedEmailUpdateStepError('VERIFY_PRIMARY_OTP', action)
        newEmail.value = next
        router.push({ name: UPDATE_EMAIL_OTP_VIEW, params: { step: 'primary' } })
      }),

    submitUpdateOtp: (step: 'primary' | 'secondary', otp: string) =>
      run(async () => {
        const code = assertOtp(otp.trim())
        if (step === 'primary') {
          const { action } = await auth().updateEmailPrimaryOtp(code)
          if (action !== 'VERIFY_SECONDARY_OTP')
            throw new UnexpectedEmailUpdateStepError('VERIFY_SECONDARY_OTP', action)
          router.replace({ name: UPDATE_EMAIL_NEW_OTP_VIEW, params: { step: 'secondary' } })
          return
        }
        const { newEmail: confirmed } = await auth().updateEmailSecondaryOtp(code)
        // Spec section 4: a successful secondary code yields the new email and stores login as successful.
        await Promise.all([
          storage.set(STORAGE_KEYS.loginEmail, confirmed),
          storage.set(STORAGE_KEYS.emailLoginUsed, true),
        ])
        email.value = confirmed
        router.reset({ name: SETTINGS_VIEW })
        portkit.notifications.success(t('emailUpdated'))
      }),

    switchAccountType: (type: FrameAccountType) =>
      run(async () => {
        await accountTypes.set(type, 'eip155')
      }),
  }
}

export type EmailAccount = ReturnType<typeof createEmailAccount>
