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
