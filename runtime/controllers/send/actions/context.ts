import type { ChainNamespace } from '../../../core/types.ts'
import type { BalanceService } from '../../../services/balance-service.ts'
import type { ResolvedName } from '../../../services/name-lookup.ts'
import type { PortkitState } from '../../../state/create-state.ts'
import type { EventsController } from '../../events.ts'
import type { Notifications } from '../../notifications.ts'
import type { PendingTransactionsController } from '../../pending-transactions.ts'
import type { Router } from '../../router.ts'
import type { TokensController } from '../../tokens.ts'
import type { ChainAdapter } from '../../types.ts'
import type { ReadonlySignal } from '@preact/signals-core'
import type { SendCheck } from '../../send-form.ts'
import type { SendState } from '../state.ts'

/** What the send controller is made with (the send feature's setup passes the instance's parts). */
export interface SendDeps {
  state: PortkitState
  router: Pick<Router, 'reset'>
  notifications: Pick<Notifications, 'loading' | 'success' | 'error'>
  events?: Pick<EventsController, 'sendEvent'>
  tokens: Pick<TokensController, 'tokenBalances' | 'refresh'>
  balances: Pick<BalanceService, 'forget'>
  /** The active namespace's adapter does the chain work: estimate, send, receipt. */
  adapterFor: (
    namespace: ChainNamespace,
  ) => Pick<ChainAdapter, 'isAddress' | 'estimateTransferFee' | 'sendTransfer' | 'waitForReceipt'>
  /** Re-reads the native balance after a send (the account controller). */
  refreshBalance(): Promise<void>
  /** The pending-transaction watcher: the sent transfer is handed to it (it ignores it while off). */
  pendingTransactions?: Pick<PendingTransactionsController, 'track'>
  /** Forward name resolution on an EVM chain (the data API's); without it a receiver is an address only. */
  resolveName?: (name: string, chainId: number) => Promise<ResolvedName | undefined>
}

/** What the send actions need; the controller (send.ts) makes one per instance. */
export interface SendHost {
  deps: SendDeps
  state: SendState
  /** Whether the button may send (send/check.ts); the send asks it before anything. */
  check: ReadonlySignal<SendCheck>
}
