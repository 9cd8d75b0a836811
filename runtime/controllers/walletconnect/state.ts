import type { WalletEntry } from '../../core/types.ts'

/**
 * The WalletConnect controller's own bookkeeping; what the modal shows of a pairing (URI, expiry, error,
 * link) is the instance's `portkit.walletConnect`. Not signals, as nothing shows them. The actions
 * (actions/) are its only writers.
 */
export function createPairingState() {
  return {
    /** Each pairing gets a number; only the newest may publish its URI or its failure. */
    generation: 0,
    /** The pairing under way, until it connects or fails. */
    pending: undefined as Promise<void> | undefined,
    /** The wallet the newest pairing was started or handed off for. */
    lastWallet: undefined as WalletEntry | undefined,
    /** The URI handed to a wallet app by followAppLink: the wallet's view keeps that pairing, never a new one. */
    handedOff: undefined as string | undefined,
    /** How many views show the pairing: a failed one is retried only while one does. */
    watchers: 0,
    retryTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    /** Whether a WalletConnect session was connected when last looked, to reset the pairing when it ends. */
    wasConnected: false,
  }
}

export type PairingState = ReturnType<typeof createPairingState>
