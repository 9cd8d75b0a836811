import { isUserRejection } from '../core/errors.ts'

/**
 * A visitor's refusal as the Solana and Bitcoin wallets report it (one rule for both adapters): the
 * shared rule of spec section 8 (code 4001, 'user rejected'), a Wallet Standard sign error, or a message
 * saying the request was rejected or cancelled.
 */
export function isWalletRejection(error: unknown): boolean {
  const { name } = (error ?? {}) as { name?: unknown }
  return (
    isUserRejection(error) ||
    name === 'WalletSignMessageError' ||
    /reject|cancel/i.test(String((error as Error)?.message))
  )
}
