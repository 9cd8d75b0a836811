import type { Portkit } from '../../create-portkit.ts'
import { useStrings } from '../bindings/use-strings.ts'

/** What the modal shows while the session of an earlier visit is restored: no view can be chosen yet. */
export function RestoringSession({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  return (
    <div className="view" role="status" aria-live="polite" aria-busy="true">
      <div className="skeleton" aria-hidden="true" />
      <p className="name">{t('loading')}</p>
    </div>
  )
}
