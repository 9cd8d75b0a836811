import { computed, signal } from '@preact/signals-core'
import {
  PENDING_TRANSACTIONS_LIMIT,
  PENDING_TRANSACTIONS_POLL_MS,
  TRANSACTION_CONFIRMATION_WAIT_MS,
} from '../core/constants.ts'
import { TransactionRevertedError } from '../core/errors.ts'
import type { ChainNamespace } from '../core/types.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { ChainAdapter } from './types.ts'

/** A transaction sent through Portkit (a host action or the Send view) that is not mined yet. */
export interface PendingTransaction {
  hash: string
  /** The network it was sent on, and the account that sent it. */
  caipNetworkId: string
  from: string
  /** When it was handed to the wallet (ms since the epoch). */
  sentAt: number
}

/** How a watched transaction ended: mined and succeeded, or mined and reverted. */
export type SettledTransaction = PendingTransaction & { status: 'confirmed' | 'failed' }

interface Deps {
  state: PortkitState
  adapterFor: (namespace: ChainNamespace) => Pick<ChainAdapter, 'waitForReceipt'>
  /** Called once per watched transaction when it is mined (the balance and the activity are stale). */
  onSettled?: (transaction: SettledTransaction) => void
}

/**
 * The pending-transaction watcher (spec section 9): off by default. Turned on, it watches the
 * transactions sent through Portkit until they are mined: each is given the confirmation wait (25 s) of the
 * adapter's receipt lookup at once, and those still unconfirmed are checked again every 30 s. It stops at
 * the pending limit (99): while that many are pending, a further transaction is not watched.
 */
export function createPendingTransactionsController({ state, adapterFor, onSettled }: Deps) {
  const enabled = signal(false)
  const transactions = signal<PendingTransaction[]>([])
  const listeners = new Set<(transaction: SettledTransaction) => void>()
  // Hashes with a check in flight: a poll does not ask twice for the same one.
  const checking = new Set<string>()
  let timer: ReturnType<typeof setInterval> | undefined

  let holders = 0

  function stop(): void {
    holders = 0
    enabled.value = false
    stopPolling()
    transactions.value = []
  }

  const stopPolling = () => {
    clearInterval(timer)
    timer = undefined
  }

  function settle(transaction: PendingTransaction, status: SettledTransaction['status']): void {
    if (!transactions.value.includes(transaction)) return
    transactions.value = transactions.value.filter((candidate) => candidate !== transaction)
    if (transactions.value.length === 0) stopPolling()
    const settled = { ...transaction, status }
    onSettled?.(settled)
    for (const listener of listeners) listener(settled)
  }

  async function check(transaction: PendingTransaction): Promise<void> {
    const network = state.config.networks.find((n) => n.caipNetworkId === transaction.caipNetworkId)
    if (!network || checking.has(transaction.hash)) return
    checking.add(transaction.hash)
    try {
      await adapterFor(network.chainNamespace).waitForReceipt(network, transaction.hash, {
        timeout: TRANSACTION_CONFIRMATION_WAIT_MS,
      })
      settle(transaction, 'confirmed')
    } catch (error) {
      // Mined and reverted is settled; a wait that timed out (or a node that failed) stays pending.
      if (error instanceof TransactionRevertedError) settle(transaction, 'failed')
    } finally {
      checking.delete(transaction.hash)
    }
  }

  return {
    /** Whether the watcher is on; off until the host turns it on. */
    enabled: computed(() => enabled.value),
    /** The watched transactions still pending, oldest first. */
    transactions: computed(() => transactions.value),
    /**
     * Turns the watcher on; returns the release. It stays on while anyone holds it, and when the last one
     * releases it forgets what it watched and asks nothing more.
     */
    watch(): () => void {
      holders += 1
      enabled.value = true
      let released = false
      return () => {
        if (released) return
        released = true
        holders -= 1
        if (holders === 0) stop()
      }
    },
    /** Off, whoever holds it (the instance stops). */
    stop,
    /** Watches a transaction just sent; nothing while off or at the pending limit. */
    track(transaction: Omit<PendingTransaction, 'sentAt'>): void {
      if (!enabled.value || transactions.value.length >= PENDING_TRANSACTIONS_LIMIT) return
      if (transactions.value.some((candidate) => candidate.hash === transaction.hash)) return
      const pending = { ...transaction, sentAt: Date.now() }
      transactions.value = [...transactions.value, pending]
      timer ??= setInterval(() => {
        for (const candidate of transactions.value) void check(candidate)
      }, PENDING_TRANSACTIONS_POLL_MS)
      void check(pending)
    },
    /** Calls `listener` when a watched transaction is mined; returns the unsubscribe. */
    onSettled(listener: (transaction: SettledTransaction) => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type PendingTransactionsController = ReturnType<typeof createPendingTransactionsController>
