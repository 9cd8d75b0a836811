import { definePlugin } from '../../plugins/define-plugin.ts'
import { createEmailLogin, type EmailLogin } from './email-login.ts'
import { EMAIL_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    email: EmailLogin
  }
}

/**
 * Email one-time-code login (`features.email`): the email field in Connect, the code step, and
 * ApproveTransaction for the embedded wallet's unsafe requests. The generated entry adds it with the
 * auth connector (`portkit/connectors/auth`) and only when the flag is on.
 */
export default definePlugin({
  id: 'email',
  strings: EMAIL_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  setup: ({ portkit, t }) => createEmailLogin(portkit, t),
  views: {
    VerifyOtp: { title: 'otpTitle', load: () => import('./otp-view.tsx') },
    VerifyDevice: { title: 'deviceTitle', load: () => import('./device-view.tsx') },
    AccountSettings: { title: 'settingsTitle', load: () => import('./account-settings-view.tsx') },
    UpdateEmail: { title: 'updateEmailTitle', load: () => import('./update-email-view.tsx') },
    // One view per code step: the modal title comes from the view's definition, in the active locale.
    UpdateEmailOtp: { title: 'primaryOtpTitle', load: () => import('./update-email-otp-view.tsx') },
    UpdateEmailNewOtp: { title: 'secondaryOtpTitle', load: () => import('./update-email-otp-view.tsx') },
    ApproveTransaction: {
      title: 'approveTitle',
      specView: 'ApproveTransaction',
      load: () => import('./approve-transaction-view.tsx'),
    },
  },
  connectMethods: [{ method: 'email', load: () => import('./email-field.tsx') }],
  accountMenu: [
    {
      label: 'settingsMenu',
      view: 'AccountSettings',
      // Only for the embedded wallet: its email, the email update and the account type switch.
      available: ({ portkit }) => portkit.state.activeConnector.value?.type === 'AUTH',
    },
  ],
})
