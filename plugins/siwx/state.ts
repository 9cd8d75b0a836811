import { signal, type ShownMessage } from '../../runtime/plugins/index.ts'
import type { SiwxSession } from './types.ts'

/** The sign-in flow's signals and what it tracks; the actions (actions/) are their only writers. */
export function createSiwxState() {
  return {
    /** Sessions of the connected account (empty when none is connected or it has none). */
    sessions: signal<SiwxSession[]>([]),
    signing: signal(false),
    /** The failure of the last attempt, shown in the view (the keys of 'Signature declined', 'Sign message failed'). */
    error: signal<ShownMessage | undefined>(undefined),
    /**
     * Not signals, as nothing shows them: the account the sessions belong to (kept after a disconnect so
     * its sessions can be revoked), and the timer of the next expiry check.
     */
    tracked: {
      account: undefined as { chainId: string; address: string } | undefined,
      expiry: undefined as ReturnType<typeof setTimeout> | undefined,
    },
  }
}

export type SiwxState = ReturnType<typeof createSiwxState>
