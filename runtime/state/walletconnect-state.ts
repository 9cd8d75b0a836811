import { signal } from '@preact/signals-core'
import type { WalletEntry } from '../core/types.ts'

/** The deep or universal link the visitor last opened to continue in a wallet app. */
export interface WcLinking {
  name: string
  href: string
}

/**
 * WalletConnect's part of the connection state (spec section 3, Connection state): the pairing URI on
 * show and when it expires, the link the visitor followed, whether the last attempt failed, whether an
 * approved session is still being synced, and the wallet last connected through WalletConnect.
 */
export function createWalletConnectState() {
  return {
    wcUri: signal<string | undefined>(undefined),
    /** Epoch milliseconds after which `wcUri` is no longer offered. */
    wcPairingExpiry: signal<number | undefined>(undefined),
    wcLinking: signal<WcLinking | undefined>(undefined),
    wcError: signal(false),
    buffering: signal(false),
    recentWallet: signal<WalletEntry | undefined>(undefined),
  }
}

export type WalletConnectState = ReturnType<typeof createWalletConnectState>
