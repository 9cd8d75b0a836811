import { useState } from 'react'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { EMAIL_CSS } from './email-styles.ts'

/** The one-time code step: the code from the mail, or a new code (subject to the 30 s cooldown). */
export default function OtpView({ portkit }: PluginViewProps) {
  const login = portkit.feature('email')
  const email = useSignalValue(login.email)
  const busy = useSignalValue(login.busy)
  const error = useSignalValue(login.error)
  const [code, setCode] = useState('')
  return (
    <form
      className="view email-form"
      aria-label="Enter the code"
      onSubmit={(event) => {
        event.preventDefault()
        void login.submitOtp(code)
      }}
    >
      <style>{EMAIL_CSS}</style>
      <p className="muted">Enter the code we sent to {email}</p>
      <label className="field">
        Code
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus=""
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={busy || code.trim() === ''}>
        Confirm
      </button>
      <button type="button" className="row" disabled={busy} onClick={() => void login.submitEmail(email)}>
        <span className="name">Resend code</span>
      </button>
      <ErrorText message={error} />
    </form>
  )
}
