import { useState } from 'react'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { EMAIL_CSS } from './email-styles.ts'
import type { EmailStringKey } from './strings.ts'

/** The one-time code step: the code from the mail, or a new code (subject to the 30 s cooldown). */
export default function OtpView({ portkit, t }: PluginViewProps<EmailStringKey>) {
  const login = portkit.feature('email')
  const email = useSignalValue(login.email)
  const busy = useSignalValue(login.busy)
  const error = useSignalValue(login.error)
  const [code, setCode] = useState('')
  return (
    <form
      className="view email-form"
      aria-label={t('otpLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        void login.submitOtp(code)
      }}
    >
      <style>{EMAIL_CSS}</style>
      <p className="muted">{t('otpLead', { email })}</p>
      <label className="field">
        {t('code')}
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus=""
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={busy || code.trim() === ''}>
        {t('confirm')}
      </button>
      <button type="button" className="row" disabled={busy} onClick={() => void login.submitEmail(email)}>
        <span className="name">{t('resend')}</span>
      </button>
      <ErrorText message={error} />
    </form>
  )
}
