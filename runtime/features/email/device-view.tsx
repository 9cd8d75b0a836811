import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { EMAIL_CSS } from './email-styles.ts'
import type { EmailStringKey } from './strings.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** Device verification (VERIFY_DEVICE): a known email on a new device waits for the mailed approval link. */
export default function DeviceView({ portkit, t }: PluginViewProps<EmailStringKey>) {
  useStyles(EMAIL_CSS)
  const login = portkit.feature('email')
  const email = useSignalValue(login.email)
  const busy = useSignalValue(login.account.busy)
  const error = useSignalValue(login.account.error)
  return (
    <div className="view email-form" aria-label={t('deviceTitle')}>
      <p>{t('deviceText', { email })}</p>
      {busy ? <div className="spinner" role="progressbar" aria-label={t('deviceWaiting')} /> : null}
      <ErrorText message={error} />
      {!busy && error ? (
        <button type="button" className="primary" onClick={() => void login.retryDevice()}>
          {t('deviceRetry')}
        </button>
      ) : null}
    </div>
  )
}
