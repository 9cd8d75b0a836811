import { computed, signal } from '@preact/signals-core'
import type { ChainNamespace } from '../../core/types.ts'
import type { PortkitState } from '../../state/create-state.ts'
import { walletStatus } from '../wallet-status.ts'

/**
 * The connection controller's own state; the per-namespace connections themselves are the instance's
 * (`portkit.chains`). The actions (actions/) are its only writers.
 */
export function createConnectionState(portkit: PortkitState) {
  const reconnecting = signal(false)
  return {
    /** True while the start-up re-sync runs. */
    reconnecting,
    /** Wallet-level status: connected, connecting, reconnecting (start-up re-sync) or disconnected. */
    status: computed(() =>
      walletStatus(
        Object.values(portkit.chains.value).map((chain) => chain.status),
        reconnecting.value,
      ),
    ),
    /** Not signals, as nothing shows them: each connected namespace's stop for its wallet's events... */
    unwatch: new Map<ChainNamespace, () => void>(),
    /** ...and the connect under way per namespace and connector, which a second click joins. */
    connecting: new Map<string, Promise<void>>(),
  }
}

export type ConnectionState = ReturnType<typeof createConnectionState>
