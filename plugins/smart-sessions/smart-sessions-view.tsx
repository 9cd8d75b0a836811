import { useEffect } from 'react'
import {
  formatDateTime,
  formatDecimal,
  formatUnits,
  truncateAddress,
  type PluginViewProps,
} from '../../runtime/plugins/index.ts'
import { useSignalValue } from '../../runtime/ui/plugin-ui.ts'
import { smartSessionsText } from './messages.ts'
import type { SmartSession } from './session-list.ts'
import { SMART_SESSIONS_CSS } from './smart-sessions-styles.ts'
import type { SmartSessionsStringKey } from './strings.ts'
import { useStyles } from '../../runtime/ui/plugin-ui.ts'

/** The connected account's smart sessions, each with its target, limit and expiry, and Revoke. */
export default function SmartSessionsView({ portkit, t }: PluginViewProps<SmartSessionsStringKey>) {
  useStyles(SMART_SESSIONS_CSS)
  const controller = portkit.feature('smart-sessions')
  const account = useSignalValue(controller.account)
  const sessions = useSignalValue(controller.sessions)
  const loading = useSignalValue(controller.loading)
  const loadError = useSignalValue(controller.loadError)
  const error = useSignalValue(controller.error)
  const waiting = useSignalValue(controller.waiting)
  const revoking = useSignalValue(controller.revoking)
  const supported = useSignalValue(controller.supported)

  const address = account?.address
  useEffect(() => {
    if (!address) return
    void controller.refresh()
    void controller.checkSupport()
  }, [controller, address])

  if (!account) return <p className="muted">{t('notConnected')}</p>
  return (
    <div className="view smart-sessions">
      {supported === false ? (
        <p className="error" role="alert">
          {portkit.i18n.t('core', 'SMART_ACCOUNTS_UNSUPPORTED')}
        </p>
      ) : null}
      {waiting ? (
        <div className="sessions-waiting" role="status">
          <span>{t('waitingForWallet')}</span>
          <button type="button" onClick={() => controller.cancel()}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {smartSessionsText(portkit, error)}
        </p>
      ) : null}
      {loadError ? (
        <p className="error" role="alert">
          {smartSessionsText(portkit, loadError)}
        </p>
      ) : null}
      {sessions.length === 0 ? (
        <p className="muted">{loading ? t('loading') : t('empty')}</p>
      ) : (
        <ul className="sessions-list" aria-label={t('listLabel')}>
          {sessions.map((session) => (
            <SessionRow
              key={session.pci}
              session={session}
              symbol={account.network.nativeCurrency.symbol}
              decimals={account.network.nativeCurrency.decimals}
              t={t}
              locale={portkit.i18n.locale.value}
              busy={revoking === session.pci}
              onRevoke={() => void controller.revoke(session.pci).catch(() => undefined)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

/** Latest instant a Date holds (ECMAScript: 8.64e15 ms from the epoch either way). */
const LAST_DATE_MS = 8.64e15

/**
 * The expiry as a date and time. A chain's uint64 expiry can lie past what a Date holds (Intl then throws
 * 'Invalid time value'): such a session never ends in practice, so its expiry reads 'Never'.
 */
function expiryText(expirySeconds: number, locale: string, t: (key: SmartSessionsStringKey) => string) {
  const ms = expirySeconds * 1000
  return Number.isFinite(ms) && Math.abs(ms) <= LAST_DATE_MS ? formatDateTime(ms, locale) : t('noExpiry')
}

function SessionRow(props: {
  session: SmartSession
  symbol: string
  decimals: number
  t: (key: SmartSessionsStringKey) => string
  locale: string
  busy: boolean
  onRevoke: () => void
}) {
  const { session, symbol, decimals, t, locale } = props
  const amount = (value: bigint) => `${formatDecimal(formatUnits(value, decimals), locale)} ${symbol}`
  return (
    <li className="session" data-status={session.status} aria-label={session.app.name}>
      <header>
        <span>{session.app.name}</span>
        <span className="session-status">{t(session.status)}</span>
      </header>
      <dl>
        <div>
          <dt>{t('target')}</dt>
          <dd title={session.target}>{truncateAddress(session.target)}</dd>
        </div>
        <div>
          <dt>{t('limit')}</dt>
          <dd>{amount(session.limit)}</dd>
        </div>
        <div>
          <dt>{t('spent')}</dt>
          <dd>{amount(session.spent)}</dd>
        </div>
        <div>
          <dt>{t('expires')}</dt>
          <dd>{expiryText(session.expiry, locale, t)}</dd>
        </div>
      </dl>
      {session.status === 'active' ? (
        <button type="button" disabled={props.busy} onClick={props.onRevoke}>
          {props.busy ? t('revoking') : t('revoke')}
        </button>
      ) : null}
    </li>
  )
}
