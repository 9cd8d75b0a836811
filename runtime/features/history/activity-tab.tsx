import { useEffect, useState } from 'react'
import { truncateAddress } from '../../core/format.ts'
import { formatDecimal, formatRelativeTime } from '../../core/i18n/intl-format.ts'
import type { Transaction } from '../../controllers/history.ts'
import type { PendingTransaction } from '../../controllers/pending-transactions.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import type { PluginContext, PluginViewProps } from '../../plugins/types.ts'
import { HISTORY_STRINGS, type HistoryStringKey } from './strings.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { TokenIcon } from '../../ui/components/token-icon.tsx'
import { ACTIVITY_CSS } from './activity-styles.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** Transfer amounts are shown to 3 decimals (spec section 9), cut rather than rounded. */
export function formatTransferAmount(numeric: string): string {
  const [whole = '0', fraction = ''] = numeric.replace(/^-/, '').split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/**
 * Activity tab (spec section 4, Transaction history): pages by cursor, spam already dropped. While the
 * pending-transaction watcher is on, what this account sent through Portkit on this network and is not
 * mined yet comes first; once mined it leaves, and the list is fetched again with it in.
 */
type T = PluginContext<HistoryStringKey>['t']

export default function ActivityTab({ portkit, t }: PluginViewProps<HistoryStringKey>) {
  useStyles(ACTIVITY_CSS)
  const history = portkit.feature('history')
  const transactions = useSignalValue(history.transactions)
  const loading = useSignalValue(history.loading)
  const empty = useSignalValue(history.empty)
  const next = useSignalValue(history.next)
  const caipAddress = useSignalValue(portkit.state.activeCaipAddress)
  const pending = useSignalValue(portkit.pendingTransactions.transactions).filter(
    (transaction) =>
      `${transaction.caipNetworkId}:${transaction.from}`.toLowerCase() === caipAddress?.toLowerCase(),
  )
  // Relative times are read against one clock per render pass, not re-computed per row.
  const [now] = useState(() => Date.now())
  useEffect(() => {
    if (caipAddress) void history.fetch().catch(() => undefined)
  }, [history, caipAddress])
  useEffect(
    () => portkit.pendingTransactions.onSettled(() => void history.fetch().catch(() => undefined)),
    [portkit, history],
  )

  if (loading && transactions.length === 0 && pending.length === 0) {
    return <div className="spinner" role="progressbar" aria-label={t('loading')} />
  }
  if (empty && pending.length === 0) return <p className="muted">{t('empty')}</p>
  return (
    <>
      <ul className="list" aria-label={t('listLabel')}>
        {pending.map((transaction) => (
          <PendingRow key={transaction.hash} portkit={portkit} transaction={transaction} t={t} />
        ))}
        {transactions.map((transaction) => (
          <ActivityRow key={transaction.id} portkit={portkit} transaction={transaction} now={now} t={t} />
        ))}
      </ul>
      {next ? (
        <button
          type="button"
          className="row"
          disabled={loading}
          onClick={() => void history.fetchMore().catch(() => undefined)}
        >
          <span className="name">{loading ? t('loadingMore') : t('loadMore')}</span>
        </button>
      ) : null}
    </>
  )
}

/** A transaction sent through Portkit that is not mined yet. */
function PendingRow(props: { portkit: PluginPortkit; transaction: PendingTransaction; t: T }) {
  const { portkit, transaction, t } = props
  return (
    <li
      className="activity-row"
      data-testid="pending-row"
      aria-label={t('pendingLabel', { hash: transaction.hash })}
    >
      <TokenIcon portkit={portkit} src={undefined} />
      <span className="name">
        <span>{t('sent')}</span>
        <span className="sub">{t('pending', { hash: truncateAddress(transaction.hash) })}</span>
      </span>
    </li>
  )
}

function ActivityRow({
  portkit,
  transaction,
  now,
  t,
}: {
  portkit: PluginPortkit
  transaction: Transaction
  now: number
  t: T
}) {
  const locale = portkit.i18n.locale.value
  const { metadata, transfers } = transaction
  const [first] = transfers
  const minedAt = Date.parse(metadata.minedAt)
  const label = known(`op_${metadata.operationType}`, t) ?? capitalized(metadata.operationType)
  const status = known(`status_${metadata.status}`, t) ?? metadata.status
  return (
    <li className="activity-row" data-testid="activity-row">
      <TokenIcon
        portkit={portkit}
        src={first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url}
      />
      <span className="name">
        <span>{label}</span>
        <span className="sub">
          {status} · {Number.isNaN(minedAt) ? '' : formatRelativeTime(minedAt, now, locale)}
        </span>
      </span>
      <span className="amount">
        {transfers.map((transfer, index) => (
          <span key={index} className="sub" data-testid="activity-amount">
            {transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''}
            {formatDecimal(formatTransferAmount(transfer.quantity.numeric), locale)}{' '}
            {transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''}
          </span>
        ))}
      </span>
    </li>
  )
}

/** The message of a data-API value (an operation type, a status) when the catalogue has one. */
function known(key: string, t: T): string | undefined {
  return key in HISTORY_STRINGS ? t(key as HistoryStringKey) : undefined
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
