import type { ConnectionStatus } from '../core/types.ts'

/** Wallet-level status (spec section 4): the per-chain statuses plus reconnecting. */
export type WalletStatus = ConnectionStatus | 'reconnecting'

/**
 * Connected as soon as one chain is; reconnecting while a stored session is being re-synced; connecting
 * while a chain waits for the wallet; else disconnected.
 */
export function walletStatus(
  chainStatuses: readonly ConnectionStatus[],
  reconnecting: boolean,
): WalletStatus {
  if (chainStatuses.includes('connected')) return 'connected'
  if (reconnecting) return 'reconnecting'
  if (chainStatuses.includes('connecting')) return 'connecting'
  return 'disconnected'
}
