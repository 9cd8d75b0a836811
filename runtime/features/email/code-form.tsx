import { useState, type ReactNode } from 'react'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { EMAIL_CSS } from './email-styles.ts'
import type { EmailStringKey } from './strings.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

interface CodeFormProps {
  t: (key: EmailStringKey, values?: Record<string, string>) => string
  /** The form's accessible name. */
  label: string
  /** Where the code was sent. */
  email: string
  busy: boolean
  error: ShownMessage | undefined
  onSubmit: (code: string) => Promise<void>
  /** Extra actions below Confirm (e.g. resend). */
  children?: ReactNode
}

/** A one-time code step (login, and each email-update step): the mailed code, then Confirm. */
export function CodeForm({ t, label, email, busy, error, onSubmit, children }: CodeFormProps) {
  useStyles(EMAIL_CSS)
  const [code, setCode] = useState('')
  return (
    <form
      className="view email-form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit(code)
      }}
    >
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
      {children}
      <ErrorText message={error} />
    </form>
  )
}
