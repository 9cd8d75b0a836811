import {
  isUserRejection,
  RequestAbortedError,
  shownText,
  TOASTS,
  UserRejectedError,
} from '../../runtime/plugins/index.ts'
import type { SmartSessionsStringKey } from './strings.ts'

/** A session the browser holds no key for: it cannot be used from here. */
export class SessionKeyMissingError extends Error {
  override name = 'SessionKeyMissingError'
  readonly shortMessage: string
  constructor(text: string) {
    super(text)
    this.shortMessage = text
  }
}

/** SessionAccount's errors, as the revert reasons shown for a refused session-key call. */
export const REFUSALS: Record<string, SmartSessionsStringKey> = {
  Revoked: 'refusedRevoked',
  Expired: 'refusedExpired',
  OverLimit: 'refusedOverLimit',
  WrongTarget: 'refusedWrongTarget',
  UnknownSession: 'refusedUnknown',
  NotSessionKey: 'refusedUnknown',
}

/** Wallet failures in the catalogue's terms: a rejection is UserRejectedError (spec section 8). */
export function walletFailure(failure: unknown): unknown {
  if (failure instanceof RequestAbortedError || failure instanceof UserRejectedError) return failure
  return isUserRejection(failure) ? new UserRejectedError({ cause: failure }) : failure
}

/** The text shown for a failure: 'Signature declined' for a rejection, else its catalogue text. */
export function failureText(failure: unknown, fallback: string): string {
  if (failure instanceof UserRejectedError) return TOASTS.SIGNATURE_DECLINED
  return shownText(failure, fallback)
}
