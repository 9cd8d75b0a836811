import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { CodeForm } from './code-form.tsx'
import type { EmailStringKey } from './strings.ts'

/** The one-time code step: the code from the mail, or a new code (subject to the 30 s cooldown). */
export default function OtpView({ portkit, t }: PluginViewProps<EmailStringKey>) {
  const login = portkit.feature('email')
  const email = useSignalValue(login.email)
  const busy = useSignalValue(login.busy)
  return (
    <CodeForm
      t={t}
      label={t('otpLabel')}
      email={email}
      busy={busy}
      error={useSignalValue(login.error)}
      onSubmit={login.submitOtp}
    >
      <button type="button" className="row" disabled={busy} onClick={() => void login.submitEmail(email)}>
        <span className="name">{t('resend')}</span>
      </button>
    </CodeForm>
  )
}
