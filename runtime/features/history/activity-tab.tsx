import { useEffect, useState } from 'react'
import { formatRelativeTime, truncateAddress } from '../../core/format.ts'
import type { Transaction } from '../../controllers/history.ts'
import type { PendingTransaction } from '../../controllers/pending-transactions.ts'
import type { Portkit } from '../../create-portkit.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { TokenIcon } from '../../ui/components/token-icon.tsx'
import { ACTIVITY_CSS } from './activity-styles.ts'

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
export default function ActivityTab({ portkit }: PluginViewProps) {
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
    return <div className="spinner" role="progressbar" aria-label="Loading" />
  }
  if (empty && pending.length === 0) return <p className="muted">No activity yet</p>
  return (
    <>
      <style>{ACTIVITY_CSS}</style>
      <ul className="list" aria-label="Activity">
        {pending.map((transaction) => (
          <PendingRow key={transaction.hash} portkit={portkit} transaction={transaction} />
        ))}
        {transactions.map((transaction) => (
          <ActivityRow key={transaction.id} portkit={portkit} transaction={transaction} now={now} />
        ))}
      </ul>
      {next ? (
        <button
          type="button"
          className="row"
          disabled={loading}
          onClick={() => void history.fetchMore().catch(() => undefined)}
        >
          <span className="name">{loading ? 'Loading…' : 'Load more'}</span>
        </button>
      ) : null}
    </>
  )
}

/** A transaction sent through Portkit that is not mined yet. */
function PendingRow({ portkit, transaction }: { portkit: Portkit; transaction: PendingTransaction }) {
  return (
    <li
      className="activity-row"
      data-testid="pending-row"
      aria-label={`Pending transaction ${transaction.hash}`}
    >
      <TokenIcon portkit={portkit} src={undefined} />
      <span className="name">
        <span>Sent</span>
        <span className="sub">pending · {truncateAddress(transaction.hash)}</span>
      </span>
    </li>
  )
}

function ActivityRow({
  portkit,
  transaction,
  now,
}: {
  portkit: Portkit
  transaction: Transaction
  now: number
}) {
  const { metadata, transfers } = transaction
  const [first] = transfers
  const minedAt = Date.parse(metadata.minedAt)
  const label = metadata.operationType.charAt(0).toUpperCase() + metadata.operationType.slice(1)
  return (
    <li className="activity-row" data-testid="activity-row">
      <TokenIcon
        portkit={portkit}
        src={first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url}
      />
      <span className="name">
        <span>{label}</span>
        <span className="sub">
          {metadata.status} · {Number.isNaN(minedAt) ? '' : formatRelativeTime(minedAt, now)}
        </span>
      </span>
      <span className="amount">
        {transfers.map((transfer, index) => (
          <span key={index} className="sub" data-testid="activity-amount">
            {transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''}
            {formatTransferAmount(transfer.quantity.numeric)}{' '}
            {transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''}
          </span>
        ))}
      </span>
    </li>
  )
}
