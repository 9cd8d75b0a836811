import { useState } from 'react'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { EMAIL_CSS } from './email-styles.ts'
import { withEmail, type EmailStringKey } from './strings.ts'

/** The email update's codes: first the one sent to the current address (primary), then the new one's. */
export default function UpdateEmailOtpView({ portkit, t, params }: PluginViewProps<EmailStringKey>) {
  const account = portkit.feature('email').account
  const step = params?.step === 'secondary' ? 'secondary' : 'primary'
  const busy = useSignalValue(account.busy)
  const error = useSignalValue(account.error)
  const newEmail = useSignalValue(account.newEmail)
  const [code, setCode] = useState('')
  const sentTo = step === 'primary' ? (account.userEmail() ?? '') : newEmail
  return (
    <form
      // A new form per step: the second code starts empty.
      key={step}
      className="view email-form"
      aria-label={step === 'primary' ? t('primaryOtpTitle') : t('secondaryOtpTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        void account.submitUpdateOtp(step, code).then(() => {
          if (!account.error.peek()) setCode('')
        })
      }}
    >
      <style>{EMAIL_CSS}</style>
      <p className="muted">{withEmail(t('codeSentTo'), sentTo)}</p>
      <label className="field">
        {t('codeLabel')}
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus=""
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={busy || code.trim() === ''}>
        {t('confirmCode')}
      </button>
      <ErrorText message={error} />
    </form>
  )
}
