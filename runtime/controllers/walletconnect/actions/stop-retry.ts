import type { WalletConnectHost } from './context.ts'

/** Cancels a scheduled retry; the instance stays usable (it may be started again). */
export function stopRetry({ state }: WalletConnectHost): void {
  clearTimeout(state.retryTimer)
}
