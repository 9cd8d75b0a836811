import { useState } from 'react'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { EMAIL_CSS } from './email-styles.ts'
import type { EmailStringKey } from './strings.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** The Connect view's email method: one field; submitting sends the one-time code. */
export default function EmailField({ portkit, t }: PluginViewProps<EmailStringKey>) {
  useStyles(EMAIL_CSS)
  const login = portkit.feature('email')
  const busy = useSignalValue(login.busy)
  const error = useSignalValue(login.error)
  // features.legalCheckbox: like every way to connect, the field waits for the visitor's tick.
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  const onOtpStep = portkit.state.currentView.peek().name !== 'Connect'
  const [value, setValue] = useState('')
  return (
    <form
      className="email-form"
      aria-label={t('formLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        if (portkit.legal.mayConnect.peek()) void login.submitEmail(value)
      }}
    >
      <label className="field">
        {t('email')}
        <input
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={value}
          disabled={!mayConnect}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={!mayConnect || busy || value.trim() === ''}>
        {t('continue')}
      </button>
      <ErrorText message={!onOtpStep && error} />
    </form>
  )
}
