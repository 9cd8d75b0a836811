import { useState } from 'react'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { EMAIL_CSS } from './email-styles.ts'
import type { EmailStringKey } from './strings.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** The email update's first step: the new address; a code then goes to the current one. */
export default function UpdateEmailView({ portkit, t }: PluginViewProps<EmailStringKey>) {
  useStyles(EMAIL_CSS)
  const account = portkit.feature('email').account
  const busy = useSignalValue(account.busy)
  const error = useSignalValue(account.error)
  const [value, setValue] = useState('')
  return (
    <form
      className="view email-form"
      aria-label={t('updateEmailTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        void account.submitNewEmail(value)
      }}
    >
      <label className="field">
        {t('newEmailLabel')}
        <input
          type="email"
          autoComplete="email"
          data-autofocus=""
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={busy || value.trim() === ''}>
        {t('saveEmail')}
      </button>
      <ErrorText message={error} />
    </form>
  )
}
