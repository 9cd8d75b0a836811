import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { approvalAction, approvalDetails } from './approval-details.ts'
import { EMAIL_CSS } from './email-styles.ts'
import type { EmailStringKey } from './strings.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** ApproveTransaction (spec sections 2 and 4): the embedded wallet's oldest unsafe request, approved or rejected. */
export default function ApproveTransactionView({ portkit, t }: PluginViewProps<EmailStringKey>) {
  useStyles(EMAIL_CSS)
  const approvals = useSignalValue(portkit.feature('email').approvals)
  const pending = approvals[0]
  const actionKey = pending && approvalAction(pending.method)
  if (!pending) return <div className="spinner" role="progressbar" aria-label={t('waitingForWallet')} />
  return (
    <div className="view" aria-label={t('approveLabel')}>
      <p>{actionKey ? t(actionKey) : pending.method}</p>
      <dl className="approve-details">
        {approvalDetails(pending.method, pending.params, t).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="approve-actions">
        <button type="button" className="row" onClick={pending.reject}>
          <span className="name">{t('reject')}</span>
        </button>
        <button type="button" className="primary" data-autofocus="" onClick={pending.approve}>
          {t('approve')}
        </button>
      </div>
    </div>
  )
}
