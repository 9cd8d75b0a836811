import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { APPROVAL_ACTIONS, approvalDetails } from './approval-details.ts'
import { EMAIL_CSS } from './email-styles.ts'

/** ApproveTransaction (spec sections 2 and 4): the embedded wallet's oldest unsafe request, approved or rejected. */
export default function ApproveTransactionView({ portkit }: PluginViewProps) {
  const approvals = useSignalValue(portkit.feature('email').approvals)
  const pending = approvals[0]
  if (!pending) return <div className="spinner" role="progressbar" aria-label="Waiting for the wallet" />
  return (
    <div className="view" aria-label="Approve request">
      <style>{EMAIL_CSS}</style>
      <p>{APPROVAL_ACTIONS[pending.method] ?? pending.method}</p>
      <dl className="approve-details">
        {approvalDetails(pending.method, pending.params).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="approve-actions">
        <button type="button" className="row" onClick={pending.reject}>
          <span className="name">Reject</span>
        </button>
        <button type="button" className="primary" data-autofocus="" onClick={pending.approve}>
          Approve
        </button>
      </div>
    </div>
  )
}
