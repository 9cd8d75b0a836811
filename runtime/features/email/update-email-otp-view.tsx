import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { CodeForm } from './code-form.tsx'
import type { EmailStringKey } from './strings.ts'

/** The email update's codes: first the one sent to the current address (primary), then the new one's. */
export default function UpdateEmailOtpView({ portkit, t, params }: PluginViewProps<EmailStringKey>) {
  const account = portkit.feature('email').account
  const step = params?.step === 'secondary' ? 'secondary' : 'primary'
  const newEmail = useSignalValue(account.newEmail)
  return (
    <CodeForm
      // A new form per step: the second code starts empty.
      key={step}
      t={t}
      label={step === 'primary' ? t('primaryOtpTitle') : t('secondaryOtpTitle')}
      email={step === 'primary' ? (account.userEmail() ?? '') : newEmail}
      busy={useSignalValue(account.busy)}
      error={useSignalValue(account.error)}
      onSubmit={(code) => account.submitUpdateOtp(step, code)}
    />
  )
}
