import type { OnrampHost } from './context.ts'
import type { OnrampPurchaseRecord } from './purchases-of.ts'

/** What arrived: the first incoming transfer of the purchase, re-read balances, a toast. */
export function completePurchase(host: OnrampHost, found: OnrampPurchaseRecord): void {
  const { portkit, t } = host.context
  const incoming = found.transfers.find((transfer) => transfer.direction === 'in') ?? found.transfers[0]
  const amount = incoming?.quantity.numeric ?? ''
  const symbol = incoming?.fungible_info?.symbol ?? ''
  host.state.purchaseStatus.value = { status: 'complete', amount, symbol, hash: found.metadata.hash }
  portkit.notifications.success(
    amount ? `${t('purchaseComplete')}: +${amount} ${symbol}` : t('purchaseComplete'),
  )
  // The purchase changed the balances every cache holds: read them again (Tokens tab too, when built in).
  portkit.services.balances.forget()
  const namespace = portkit.state.activeChain.value
  void Promise.all([
    namespace ? portkit.account.refreshBalance(namespace) : undefined,
    portkit.plugins.has('tokens')
      ? (portkit.plugins.feature('tokens') as { refresh(): Promise<unknown> }).refresh()
      : undefined,
  ]).catch(() => undefined)
}
