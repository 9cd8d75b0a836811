/**
 * The request interface every Solana connector's provider answers (a Wallet Standard wallet, a
 * WalletConnect session's solana namespace), so the Solana adapter asks them all the same way. Its own
 * module: a connector imports the names without any wallet library.
 */
export const SOLANA_PROVIDER_METHODS = {
  /** Asks for access (may prompt); resolves with base58 addresses. */
  requestAccounts: 'solana_requestAccounts',
  /** Access already granted, without prompting; [] when none. */
  accounts: 'solana_accounts',
  disconnect: 'solana_disconnect',
  /** params `{ message: Uint8Array, pubkey }`; resolves with `{ signature: Uint8Array }`. */
  signMessage: 'solana_signMessage',
  /** params `{ transaction: Uint8Array (serialised), pubkey }`; resolves with `{ transaction: Uint8Array }`. */
  signTransaction: 'solana_signTransaction',
  /**
   * params `{ transaction: Uint8Array (serialised), pubkey, sendOptions: { preflightCommitment } }`: the
   * wallet signs and sends; resolves with `{ signature: string }` (base58). Only where the wallet grants it.
   */
  signAndSendTransaction: 'solana_signAndSendTransaction',
  /**
   * params `{ chain }` (CAIP-2): only a wallet with chains of its own (a WalletConnect session) answers;
   * resolves with its base58 addresses on that chain, rejects with 4902 for a chain it did not approve.
   */
  switchChain: 'solana_switchChain',
} as const
